import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  HeadlessRenderer,
  type RenderResult,
  type ScreenshotOptions,
} from './headless-renderer.js';

/** The app's one headless renderer; null results mean rendering is switched off. */
@Injectable()
export class PageRendererService implements OnModuleDestroy {
  private readonly logger = new Logger('PageRenderer');
  readonly renderer: HeadlessRenderer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.renderer = config.render.enabled
      ? new HeadlessRenderer({ ...config.render, allowedHosts: config.fetchAllowedHosts })
      : null;
  }

  /** The page's HTML after its scripts ran, or null when rendering is off or failed. */
  async render(url: string): Promise<RenderResult | null> {
    if (!this.renderer) return null;
    try {
      return await this.renderer.render(url);
    } catch (error) {
      this.logger.warn(`Rendering ${url} failed: ${String(error)}`);
      return null;
    }
  }

  /** The rendered page with a full-page screenshot, or null when rendering is off or failed. */
  async renderWithScreenshot(
    url: string,
    screenshot: ScreenshotOptions,
  ): Promise<RenderResult | null> {
    if (!this.renderer) return null;
    try {
      return await this.renderer.render(url, { screenshot });
    } catch (error) {
      this.logger.warn(`Rendering ${url} with a screenshot failed: ${String(error)}`);
      return null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.renderer?.shutdown();
  }
}
