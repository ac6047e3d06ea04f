import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { notFound } from '../http.ts';

const PALETTE = ['#5b3df5', '#0f9d76', '#e4572e', '#2e86ab', '#a23b72', '#f2a541', '#3d5a80', '#6a994e'];
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Podcast artwork (generated SVG: the catalogue has no real covers) and uploaded audio for preview players. */
export function assetRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/artwork/:file', (req, res) => {
    const id = Number(/^(\d+)\.svg$/.exec(req.params.file)?.[1]);
    const podcast = ctx.store.podcasts.find((p) => p.id === id);
    if (!podcast) throw notFound('No artwork with this id.');
    const initials = podcast.name.split(' ').filter((w) => w !== 'The').slice(0, 2).map((w) => w[0]).join('');
    const color = PALETTE[podcast.id % PALETTE.length];
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${color}"/>`
      + `<text x="60" y="74" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
    );
  });

  router.get('/audio/:id', (req, res) => {
    const audio = ctx.store.audio.find((a) => a.id === req.params.id.replace(/\.mp3$/, ''));
    if (!audio) throw notFound('No audio with this id.');
    res.type('audio/mpeg').set('Accept-Ranges', 'none').send(audio.bytes);
  });

  return router;
}
