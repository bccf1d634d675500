import { consentText, sourceKeyOf, type LeadOrigin } from './lead-origin-text';

/** The recorded parts of the visit, by the names staff read in the export, and the consent. */
function originFacts(lead: LeadOrigin, timeZone: string): [string, string][] {
  const { source } = lead;
  const visit: [string, string][] = (
    [
      ['Source', source.utmSource],
      ['Medium', source.utmMedium],
      ['Campaign', source.utmCampaign],
      ['Landing page', source.landingPage],
      ['Referrer', source.referrer],
    ] as [string, string][]
  ).filter(([, value]) => value !== '');
  if (visit.length === 0) visit.push(['Visit', 'Nothing recorded (a direct visit)']);
  return [...visit, ['Consent', consentText(lead, timeZone)]];
}

/**
 * Where a lead came from (first-party: the landing page, the referring site, the utm_*
 * parameters) and what the person agreed to, folded under the lead's source so the table
 * stays narrow; a native disclosure, so keyboards and screen readers open it as they know.
 */
export function LeadOriginDetails({ lead, timeZone }: { lead: LeadOrigin; timeZone: string }) {
  return (
    <div className="mt-1 text-sm font-normal">
      <p className="text-muted">{lead.consent.given ? 'Consent given' : 'No consent recorded'}</p>
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center rounded text-primary underline focus-visible:outline-2 focus-visible:outline-primary">
          Source: {sourceKeyOf(lead)}
        </summary>
        <dl className="mt-1 flex flex-col gap-1 text-foreground">
          {originFacts(lead, timeZone).map(([term, value]) => (
            <div key={term} className="flex flex-wrap gap-x-2">
              <dt className="text-muted">{term}:</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
