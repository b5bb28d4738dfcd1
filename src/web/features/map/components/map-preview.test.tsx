import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PREVIEW_IMAGE } from '../base-map/preview';
import { MapPreview } from './map-preview';

describe('MapPreview', () => {
  it("asks for the picture of the system's theme from the page's HTML, ahead of the styles", () => {
    const html = renderToString(<MapPreview />);
    const links = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(links).toHaveLength(2);
    expect(links[0]).toContain(`href="${PREVIEW_IMAGE.streets}"`);
    expect(links[0]).toContain('media="(prefers-color-scheme: light)"');
    expect(links[1]).toContain(`href="${PREVIEW_IMAGE.dark}"`);
    expect(links[1]).toContain('media="(prefers-color-scheme: dark)"');
    for (const link of links) expect(link).toContain('fetchPriority="high"');
  });
});
