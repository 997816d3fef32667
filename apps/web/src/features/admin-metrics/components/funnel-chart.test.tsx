import type { DashboardResponse } from '@traspasa/shared/admin-metrics';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FunnelChart, visitorShare } from './funnel-chart';

const funnel: DashboardResponse['funnel'] = [
  { step: 'visitors', value: 400 },
  { step: 'registered', value: 20 },
  { step: 'listingViewed', value: 200 },
  { step: 'ndaSigned', value: 10 },
  { step: 'messageSent', value: 8 },
];

describe('the funnel', () => {
  it('gives each step as a share of the visitors, never above 100 %', () => {
    expect(visitorShare(200, 400)).toBe(0.5);
    expect(visitorShare(20, 10)).toBeNull();
    expect(visitorShare(5, 0)).toBeNull();
  });

  it('says «de los visitantes» and no longer «del paso anterior» (a step may outnumber the one before)', () => {
    const text = renderToStaticMarkup(<FunnelChart funnel={funnel} />).replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(/50\s?%\s+de los visitantes/);
    expect(text).not.toContain('paso anterior');
  });
});
