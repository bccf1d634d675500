import { Mail, MessageCircle, Phone } from 'lucide-react';
import { CONTACT } from '../../../config/contact';
import { buttonClasses } from '../../../components/ui/button-styles';
import { whatsAppLink } from './whatsapp-link';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** E-mail, phone and WhatsApp: each a term (the e-mail's read only by screen readers) and a link. */
const CHANNELS = [
  {
    icon: Mail,
    term: 'Email',
    termClass: 'sr-only',
    href: `mailto:${CONTACT.email}`,
    text: CONTACT.email,
    textClass: 'break-all text-primary underline',
  },
  {
    icon: Phone,
    term: 'Phone:',
    termClass: 'text-muted',
    href: telHref(CONTACT.phone),
    text: CONTACT.phone,
    textClass: 'text-primary underline',
  },
  {
    icon: MessageCircle,
    term: 'WhatsApp:',
    termClass: 'text-muted',
    href: telHref(CONTACT.whatsappNumber),
    text: CONTACT.whatsappNumber,
    textClass: 'text-primary underline',
  },
];

/** The other ways in: WhatsApp chat (about the course typed so far), e-mail and phone. */
export function ContactDetails({ course }: { course: string }) {
  return (
    <aside className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6">
      <h2 className="text-lg font-semibold text-foreground">Other ways to reach us</h2>
      <a
        href={whatsAppLink(CONTACT.whatsappNumber, course)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'w-full')}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Chat on WhatsApp
      </a>
      <dl className="flex flex-col gap-3 text-sm">
        {CHANNELS.map(({ icon: Icon, term, termClass, href, text, textClass }) => (
          <div key={term} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <dt className={termClass}>{term}</dt>
            <dd>
              <a className={textClass} href={href}>
                {text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
