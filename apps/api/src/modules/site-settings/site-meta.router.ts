import { siteSettingsEndpoint } from '@tutoring/shared';
import type { Response } from 'express';
import { z } from 'zod';
import type { RouteTable } from '../../lib/http/route-table';
import { siteOrigin } from '../../lib/http/site-origin';
import { renderSiteHead } from './site-head';
import { ICON_SIZES, siteIcon, webManifest, type IconSize } from './site-icons';
import { siteSettingsStore } from './site-settings.store';

/** Seen again after a minute at most: a new name or logo shows soon, without a request each time. */
const briefly = (res: Response) => res.setHeader('Cache-Control', 'public, max-age=60');

/**
 * What browsers and crawlers read of the institute outside the app: the entry page's head
 * (api: nginx includes it, `npm start` writes it in), the web manifest and the icons (root).
 */
export function mountSiteMetaRoutes(api: RouteTable, root: RouteTable): void {
  const page = { method: 'get', access: 'public', status: 200 } as const;
  api.route(
    {
      ...page,
      path: `${siteSettingsEndpoint.path}/head`,
      summary: "The entry page's <head> tags: the institute's name, description, previews, icons",
      response: 'html',
    },
    async (req, res) => {
      const head = renderSiteHead(
        await siteSettingsStore.get(),
        siteOrigin(req, api.context.publicOrigin),
      );
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(head);
    },
  );
  root.route(
    { ...page, path: '/manifest.webmanifest', summary: 'The web manifest', response: z.object({}) },
    async (_req, res) => {
      briefly(res);
      res
        .type('application/manifest+json')
        .send(JSON.stringify(webManifest(await siteSettingsStore.get())));
    },
  );
  const iconPaths: Record<IconSize, string> = {
    180: '/apple-touch-icon.png',
    192: '/icon-192.png',
    512: '/icon-512.png',
  };
  for (const size of ICON_SIZES) {
    root.route(
      {
        ...page,
        path: iconPaths[size],
        summary: `The site's icon, ${size} px square`,
        response: 'file',
      },
      async (_req, res) => {
        briefly(res);
        res.type('png').send(await siteIcon(await siteSettingsStore.get(), size));
      },
    );
  }
}
