import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentSearchSources, ContentTextHooks } from '../content/index.js';
import { HighlightsSearchSource } from './highlights-search-source.js';
import { reanchorHighlights } from './reanchor.js';

/** Hooks highlights into the content module: its re-extractions and its search. */
@Injectable()
export class HighlightsHooks implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly textHooks: ContentTextHooks,
    private readonly searchSources: ContentSearchSources,
    private readonly searchSource: HighlightsSearchSource,
  ) {}

  onModuleInit(): void {
    this.textHooks.register(async (contentId, source) => {
      await reanchorHighlights(this.dataSource.manager, contentId, source);
    });
    this.searchSources.register(this.searchSource);
  }
}
