import { describe, expect, it } from 'vitest';
import { isTrackingParam } from './tracking.js';

describe('isTrackingParam', () => {
  describe('tracks on every site', () => {
    it.each([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_id',
      'UTM_Source',
      'fbclid',
      'gclid',
      'dclid',
      'msclkid',
      'mc_cid',
      'mc_eid',
      'igshid',
      'igsh',
      'ref_src',
      'ref_url',
      '_hsenc',
      '_hsmi',
      'mkt_tok',
      'yclid',
      'twclid',
      'li_fat_id',
      'share_id',
      'xmt',
      '__cft__[0]',
      '__tn__',
    ])('%s', (name) => {
      expect(isTrackingParam(name, 'example.com')).toBe(true);
    });
  });

  describe('tracks only on its own sites', () => {
    it.each([
      ['si', 'www.youtube.com'],
      ['si', 'youtu.be'],
      ['si', 'music.youtube.com'],
      ['si', 'open.spotify.com'],
      ['feature', 'www.youtube.com'],
      ['pp', 'www.youtube.com'],
      ['s', 'x.com'],
      ['t', 'x.com'],
      ['s', 'twitter.com'],
      ['t', 'mobile.twitter.com'],
      ['trk', 'www.linkedin.com'],
      ['trackingId', 'www.linkedin.com'],
      ['rcm', 'www.linkedin.com'],
      ['is_from_webapp', 'www.tiktok.com'],
      ['_r', 'www.tiktok.com'],
      ['rdt', 'www.reddit.com'],
      ['mibextid', 'www.facebook.com'],
    ])('%s on %s', (name, hostname) => {
      expect(isTrackingParam(name, hostname)).toBe(true);
    });

    it.each([
      ['si', 'example.com'],
      ['si', 'notyoutube.com'],
      ['feature', 'example.com'],
      ['t', 'www.youtube.com'],
      ['t', 'xx.com'],
      ['s', 'example.com'],
      ['trk', 'example.com'],
      ['trackingId', 'example.com'],
      ['rdt', 'example.com'],
      ['timestamp', 'example.com'],
    ])('%s on %s is kept', (name, hostname) => {
      expect(isTrackingParam(name, hostname)).toBe(false);
    });
  });

  describe('keeps meaningful parameters', () => {
    it.each([
      ['v', 'www.youtube.com'],
      ['list', 'www.youtube.com'],
      ['q', 'www.google.com'],
      ['id', 'example.com'],
      ['ref', 'github.com'],
      ['page', 'example.com'],
      ['utm', 'example.com'],
      ['xutm_source', 'example.com'],
      ['img_index', 'www.instagram.com'],
    ])('%s on %s', (name, hostname) => {
      expect(isTrackingParam(name, hostname)).toBe(false);
    });
  });
});
