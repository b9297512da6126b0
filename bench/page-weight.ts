import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { distPath, gzipSize } from './report.ts';

export const CHROMIUM = '/usr/bin/chromium';

export interface PageWeight {
  /** Script paths the page fetched from the widget's origin, in the order it asked for them. */
  scripts: string[];
  /** Their gzipped size (gzip -9 of the built files). */
  gzippedBytes: number;
}

/**
 * The JavaScript a real browser loads for one widget address until the page is idle and `ready`
 * resolves: every script response of the widget's origin, sized from the built files in `distDir`.
 * Measured, not derived from the chunk graph, so lazy screens and language catalogs count as they load.
 */
export async function scriptsLoadedBy(
  url: string,
  distDir: string,
  ready: (page: import('@playwright/test').Page) => Promise<void>,
): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ locale: 'en-US' });
    const origin = new URL(url).origin;
    const scripts: string[] = [];
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (
        address.origin === origin &&
        address.pathname.endsWith('.js') &&
        !scripts.includes(address.pathname)
      )
        scripts.push(address.pathname);
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    let gzippedBytes = 0;
    for (const script of scripts) {
      const file = join(distDir, distPath(script));
      if (existsSync(file)) gzippedBytes += gzipSize(readFileSync(file));
    }
    return { scripts, gzippedBytes };
  } finally {
    await browser.close();
  }
}
