import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { SiteSettings } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { telHref, whatsAppLink } from '../../../lib/phone-links';
import { useSiteSettings } from '../../../lib/site-settings';

interface Channel {
  icon: LucideIcon;
  term: string;
  termClass: string;
  text: string;
  /** Absent: a text to read (address, hours), not a link. */
  href?: string;
}

const LINK = 'text-primary underline';

/** Each way in that the site settings hold, and none that they leave empty. */
function channelsOf(site: SiteSettings): Channel[] {
  const channels: Channel[] = [];
  if (site.email) {
    // The e-mail's term is read only by screen readers: the address says what it is.
    const href = `mailto:${site.email}`;
    channels.push({ icon: Mail, term: 'Email', termClass: 'sr-only', href, text: site.email });
  }
  for (const phone of site.phones) {
    channels.push({
      icon: Phone,
      term: 'Phone:',
      termClass: 'text-muted',
      href: telHref(phone),
      text: phone,
    });
  }
  if (site.whatsapp) {
    const href = telHref(site.whatsapp);
    channels.push({
      icon: MessageCircle,
      term: 'WhatsApp:',
      termClass: 'text-muted',
      href,
      text: site.whatsapp,
    });
  }
  if (site.address) {
    channels.push({ icon: MapPin, term: 'Address:', termClass: 'text-muted', text: site.address });
  }
  if (site.hours) {
    channels.push({
      icon: Clock,
      term: 'Opening hours:',
      termClass: 'text-muted',
      text: site.hours,
    });
  }
  return channels;
}

const BOX = 'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6';
const HEADING = <h2 className="text-lg font-semibold text-foreground">Other ways to reach us</h2>;

/**
 * The other ways in, from the site settings: WhatsApp chat (its greeting names the institute
 * and the course typed so far), e-mail, phones, address and hours.
 */
export function ContactDetails({ course }: { course: string }) {
  const settings = useSiteSettings();
  if (settings.isPending) {
    return (
      <aside className={BOX}>
        {HEADING}
        <Spinner label="Loading contact details…" className="py-4" />
      </aside>
    );
  }
  const site = settings.data;
  const channels = site ? channelsOf(site) : [];
  if (!site || channels.length === 0) return null;
  return (
    <aside className={BOX}>
      {HEADING}
      {site.whatsapp && (
        <a
          href={whatsAppLink(site.whatsapp, site.name, course)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'w-full')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          Chat on WhatsApp
        </a>
      )}
      <dl className="flex flex-col gap-3 text-sm">
        {channels.map(({ icon: Icon, term, termClass, href, text }, index) => (
          <div key={index} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <dt className={termClass}>{term}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line text-foreground">
              {href ? (
                <a className={LINK} href={href}>
                  {text}
                </a>
              ) : (
                text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
