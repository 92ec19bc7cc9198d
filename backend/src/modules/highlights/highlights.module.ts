import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentCoreModule } from '../content/index.js';
import { HighlightEntity } from './highlight.entity.js';
import { HighlightsController } from './highlights.controller.js';
import { HighlightsHooks } from './highlights-hooks.js';
import { HighlightsSearchSource } from './highlights-search-source.js';
import { HighlightsService } from './highlights.service.js';

/** Highlights and their notes on items' reader text: stored, listed, searched, re-anchored. */
@Module({
  imports: [TypeOrmModule.forFeature([HighlightEntity]), ContentCoreModule],
  providers: [HighlightsService, HighlightsSearchSource, HighlightsHooks],
  exports: [HighlightsService],
})
export class HighlightsCoreModule {}

/** The highlights with their HTTP routes. */
@Module({
  imports: [HighlightsCoreModule],
  controllers: [HighlightsController],
  exports: [HighlightsCoreModule],
})
export class HighlightsModule {}
