/** The API reference page, opened in headless Chromium. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';
import { openApiDocument } from '../../src/openapi/document.ts';
import { ROOT } from '../support/build.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`docs page test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`);

describe('the API reference page', () => {
  let served: Served;
  beforeAll(async () => { served = await serveRandomSnapshot({ rateLimit: 120, concurrency: 3 }, 20); });

  it('serves the description that names this server and states the limits it runs with', async () => {
    const response = await fetch(`${served.base}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const description = (await response.json()) as { info: { description: string } };
    expect(description).toEqual(openApiDocument(served.base, { rateLimit: 120, concurrency: 3 }));
    expect(description.info.description).toContain('120 requests per minute');
    expect(description.info.description).toContain('3 reads in progress');
  });

  it('links back to the index of the server', async () => {
    const page = await (await fetch(`${served.base}/docs`)).text();
    expect(page).toContain('<a href="/">');
    const index = (await (await fetch(`${served.base}/`)).json()) as { links: Record<string, string> };
    expect(index.links.docs).toBe(`${served.base}/docs`);
  });

  it.skipIf(!hasChromium)('loads in a browser and shows the four operations', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
      const outside: string[] = [];
      page.on('request', (request) => { if (!request.url().startsWith(served.base)) outside.push(request.url()); });
      await page.goto(`${served.base}/docs`);
      await page.waitForSelector('.opblock-summary-path');
      const paths = await page.locator('.opblock-summary-path').allTextContents();
      expect(paths.map((p) => p.replace(/\u200b/g, ''))).toEqual(['/api/v1/cities', '/api/v1/categories', '/api/v1/ads', '/api/v1/ads/{id}']);
      expect(await page.locator('.title').first().textContent()).toContain('Public Community Listings Read API');
      expect(outside).toEqual([]); // everything the page needs comes from this server
      const artifacts = path.join(ROOT, 'test/artifacts');
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: path.join(artifacts, 'docs.png'), fullPage: false });
    } finally {
      await browser.close();
    }
  });
});
