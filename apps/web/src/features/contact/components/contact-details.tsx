import { Mail, MessageCircle, Phone } from 'lucide-react';
import { CONTACT } from '../../../config/contact';
import { buttonClasses } from '../../../components/ui/button-styles';
import { whatsAppLink } from './whatsapp-link';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

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
        <div className="flex items-start gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <dt className="sr-only">Email</dt>
          <dd>
            <a className="break-all text-primary underline" href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </a>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <dt className="text-muted">Phone:</dt>
          <dd>
            <a className="text-primary underline" href={telHref(CONTACT.phone)}>
              {CONTACT.phone}
            </a>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <dt className="text-muted">WhatsApp:</dt>
          <dd>
            <a className="text-primary underline" href={telHref(CONTACT.whatsappNumber)}>
              {CONTACT.whatsappNumber}
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
