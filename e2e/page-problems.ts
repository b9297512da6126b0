import type { BrowserContext, Frame, Page } from '@playwright/test';

/**
 * Collects, as lines, every console error, uncaught error, failed request and HTTP error answer of
 * the context's pages, their frames (the widget's iframe) and the tabs they open. A page that shows
 * a broken image, a missing favicon or a failing call leaves a line here.
 */
export function watchProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  context.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/**
 * Loads every image of the page or frame now, lazy ones included, and returns those that did not
 * decode (their failed requests land in `watchProblems` too).
 */
export async function brokenImages(target: Page | Frame): Promise<string[]> {
  return target.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src);
  });
}
