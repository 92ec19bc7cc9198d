import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/index.js';
import { HighlightEntity } from './highlight.entity.js';
import { HighlightsController } from './highlights.controller.js';
import { HighlightsHooks } from './highlights-hooks.js';
import { HighlightsSearchSource } from './highlights-search-source.js';
import { HighlightsService } from './highlights.service.js';

/** Highlights and their notes on items' reader text: stored, listed, searched, re-anchored. */
@Module({
  imports: [TypeOrmModule.forFeature([HighlightEntity]), ContentModule],
  controllers: [HighlightsController],
  providers: [HighlightsService, HighlightsSearchSource, HighlightsHooks],
  exports: [HighlightsService],
})
export class HighlightsModule {}
