import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { coverPng } from '../artwork/cover.ts';
import { notFound } from '../http/errors.ts';

/** Podcast artwork (generated: the catalogue has no real covers) and uploaded audio for preview players. */
export function assetRoutes(ctx: AppContext): Router {
  const router = Router();

  const covers = new Map<string, Buffer>();
  // Paths saved in state files by earlier versions end in .svg: they get the same cover.
  router.get('/artwork/:file', (req, res) => {
    const id = Number(/^(\d+)\.(png|svg)$/.exec(req.params.file)?.[1]);
    const podcast = ctx.store.podcasts.find((p) => p.id === id);
    if (!podcast) throw notFound('No artwork with this id.');
    const key = `${podcast.id} ${podcast.name}`;
    let png = covers.get(key);
    if (!png) covers.set(key, (png = coverPng(podcast.id, podcast.name)));
    res.type('image/png').set('Cache-Control', 'public, max-age=86400').send(png);
  });

  router.get('/audio/:id', (req, res) => {
    const audio = ctx.store.audio.find((a) => a.id === req.params.id.replace(/\.mp3$/, ''));
    if (!audio) throw notFound('No audio with this id.');
    res.type('audio/mpeg').set('Accept-Ranges', 'none').send(audio.bytes);
  });

  return router;
}
