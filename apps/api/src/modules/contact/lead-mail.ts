import {
  ADMIN_SCREENS,
  screenHref,
  type ContactMessage,
  type LeadFields,
  type SiteSettings,
} from '@tutoring/shared';
import { sharedRead } from '../../lib/db/shared-read';
import { enqueueMail } from '../outbox/outbox.service';
import { activeAdminAddresses } from '../users/account-queries';
import { postedSiteSettings } from './lead-origin';

/** What a lead's mails tell of it: every field the parent gave (known before it is stored). */
type LeadInMail = LeadFields & Pick<ContactMessage, 'status' | '_id'>;

/** The lead as staff read it in a mail: every field the parent gave, and where to find it. */
function notification(lead: LeadInMail, adminLink: string): string {
  return [
    'A new request came in through the contact form.',
    '',
    `Name: ${lead.name}`,
    `Course: ${lead.course}`,
    `Phone: ${lead.mobile || '(not given)'}`,
    `E-mail: ${lead.email || '(not given)'}`,
    `Message: ${lead.message || '(none)'}`,
    '',
    `Open it in the admin: ${adminLink}`,
  ].join('\n');
}

/**
 * The parent's acknowledgement: the institute's own words only. Nothing the visitor typed is
 * quoted (not their name, not their free-text course): anyone may type any address into the
 * form, and the mail must carry no text of theirs to it.
 */
function acknowledgement(site: SiteSettings): string {
  const reach = [
    site.phones.length > 0 ? `Phone: ${site.phones.join(', ')}` : '',
    site.whatsapp ? `WhatsApp: ${site.whatsapp}` : '',
    site.email ? `E-mail: ${site.email}` : '',
  ].filter(Boolean);
  return [
    'Hello,',
    '',
    'Thank you for your request. We will contact you shortly to arrange a demo class.',
    ...(reach.length > 0 ? ['', 'If you would like to reach us first:', ...reach] : []),
    '',
    site.name,
  ].join('\n');
}

// Every lead reads these two; concurrent leads share one query of each (lib/db/shared-read.ts).
const adminAddresses = sharedRead(activeAdminAddresses);

/**
 * Queues the mails a new lead sends: to every active admin, the lead with a link to it; to the
 * parent, when they gave an e-mail, an acknowledgement. Spam sends nothing. `origin` is the
 * site's public origin ('' when unknown: the link is then a path).
 */
export async function mailAboutLead(lead: LeadInMail, origin: string): Promise<void> {
  if (lead.status === 'spam') return;
  const [admins, site] = await Promise.all([adminAddresses(), postedSiteSettings()]);
  const institute = site.name || 'the institute';
  // Queued together, so they are stored in one write.
  await Promise.all([
    enqueueMail({
      kind: 'lead-notification',
      about: [lead._id],
      to: admins,
      subject: `New request: ${lead.name} about ${lead.course}`,
      text: notification(
        lead,
        `${origin}${screenHref(ADMIN_SCREENS.contacts.path, {}, { q: lead.name })}`,
      ),
    }),
    lead.email &&
      enqueueMail({
        kind: 'lead-acknowledgement',
        about: [lead._id],
        to: [lead.email],
        subject: `Your request to ${institute}`,
        text: acknowledgement({ ...site, name: institute }),
      }),
  ]);
}
