import type { SiteSettings, SocialLink } from '@tutoring/shared';
import type { ReactNode } from 'react';
import { telHref, whatsAppLink } from '../../lib/phone-links';

const LINK = 'inline-flex min-h-11 items-center break-all text-primary underline';
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface Entry {
  term: string;
  values: ReactNode[];
}

/** Only what is set: a term with nothing under it is left out, never shown empty. */
function entriesOf(site: SiteSettings): Entry[] {
  const entries: Entry[] = [
    {
      term: 'Email',
      values: site.email
        ? [
            <a key="email" className={LINK} href={`mailto:${site.email}`}>
              {site.email}
            </a>,
          ]
        : [],
    },
    {
      term: 'Phone',
      values: site.phones.map((phone, index) => (
        <a key={index} className={LINK} href={telHref(phone)}>
          {phone}
        </a>
      )),
    },
    {
      term: 'WhatsApp',
      values: site.whatsapp
        ? [
            <a
              key="whatsapp"
              className={LINK}
              href={whatsAppLink(site.whatsapp, site.name)}
              {...EXTERNAL}
            >
              {site.whatsapp}
            </a>,
          ]
        : [],
    },
    { term: 'Address', values: site.address ? [site.address] : [] },
    { term: 'Opening hours', values: site.hours ? [site.hours] : [] },
  ];
  return entries.filter((entry) => entry.values.length > 0);
}

/** The institute's address, hours, e-mail, phones and WhatsApp, as the site settings hold them. */
export function FooterContacts({ site }: { site: SiteSettings }) {
  const entries = entriesOf(site);
  if (entries.length === 0) return null;
  return (
    <address className="not-italic">
      <dl className="flex flex-col gap-2 text-sm">
        {entries.map(({ term, values }) => (
          <div key={term}>
            <dt className="font-semibold text-foreground">{term}</dt>
            {values.map((value, index) => (
              <dd key={index} className="whitespace-pre-line text-muted">
                {value}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </address>
  );
}

/** The institute's pages elsewhere, each opened apart from the site. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Follow us" className="mt-3 flex flex-wrap gap-x-4">
      {links.map((link, index) => (
        <li key={index}>
          <a
            href={link.url}
            {...EXTERNAL}
            className="inline-flex min-h-11 items-center text-sm text-foreground underline hover:text-primary"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
