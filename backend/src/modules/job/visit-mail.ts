import { formatDateTime } from '@marketplace/shared';
import type { EntityManager } from 'typeorm';
import type { Mailer } from '../../mail/mailer';
import { composeEmail } from '../../mail/message';
import { projectPath } from '../../shared/site-paths';
import { agreementPath } from '../agreement/agreement-rows';
import type { Notifier } from '../notification/notification.types';
import { visitInvitation, type VisitMethod, type VisitStatus } from './visit-ics';
import type { VisitParty, VisitRow } from './visit-row';

/** Where the invitations come from: the marketplace, so neither side's e-mail address is shown to the other. */
export const ORGANIZER = { name: 'GTA Home Pros', email: 'visits@gtahomepros.ca' };
const visitUid = (id: number) => `visit-${id}@gtahomepros.ca`;

const firstName = (name: string) => String(name ?? '').split(/\s+/)[0] || 'there';

/**
 * What a visit's two sides are told: the ICS invitation as it stands after each change, the e-mails carrying it,
 * the in-app notice to the side that did not make the change (both, when staff made it), the no-show notice, the
 * notice of a no-show mark staff withdrew, and the day-before reminder.
 */
export class VisitMail {
  constructor(private readonly deps: { mail: Mailer; notifications: Notifier; siteUrl: string }) {}

  async person(manager: EntityManager, userId: string): Promise<{ name: string; email: string } | null> {
    const [row] = await manager.query(`SELECT name, email FROM "user" WHERE id = $1`, [userId]);
    return row ?? null;
  }

  /** The invitation as it stands, for one person: TENTATIVE while times are proposed, CONFIRMED with the address, CANCEL once it is off. */
  invitation(visit: VisitRow, person: { name: string; email: string }): string {
    const confirmed = visit.status === 'confirmed';
    const off = visit.status === 'cancelled' || visit.status === 'no-show' || visit.status === 'no-show-withdrawn' || visit.status === 'other-times-asked';
    const status: VisitStatus = off ? 'CANCELLED' : confirmed ? 'CONFIRMED' : 'TENTATIVE';
    const method: VisitMethod = off ? 'CANCEL' : 'REQUEST';
    const start = visit.startsAt ?? visit.options[0] ?? visit.updatedAt;
    const options = visit.options.map((option) => formatDateTime(option, 'long'));
    const description = [
      `Site visit for "${visit.projectTitle}" with ${visit.contractorName} and ${firstName(visit.homeownerName)}.`,
      confirmed ? 'Confirmed on GTA Home Pros.' : off ? 'This visit is off.' : `Proposed times: ${options.join('; ')}. The homeowner picks one on GTA Home Pros.`,
      `${this.deps.siteUrl}${this.pagePath(visit)}`,
    ].join('\n');
    return visitInvitation({
      uid: visitUid(visit.id),
      sequence: visit.sequence,
      start: new Date(start),
      durationMinutes: visit.durationMinutes,
      title: `Site visit: ${visit.projectTitle}`,
      description,
      address: confirmed ? visit.address : null,
      organizer: ORGANIZER,
      attendees: [person],
      status,
      method,
      stamp: new Date(visit.updatedAt),
    });
  }

  pagePath(visit: VisitRow): string {
    return visit.agreementId ? agreementPath(visit.agreementId) : projectPath(visit.projectId);
  }

  /**
   * E-mails both sides the invitation as it now stands (each with only themselves invited: no one sees the other's address),
   * and tells the side that did not make the change in the app (the bell) with the same words, without a second e-mail.
   */
  async invite(manager: EntityManager, visit: VisitRow, change: 'proposed' | 'confirmed' | 'rescheduled' | 'cancelled' | 'other-times'): Promise<void> {
    // A cancellation by the marketplace (staff) was made by neither side: both are told in the app.
    const madeBy: VisitParty | 'marketplace' = change === 'proposed' || change === 'rescheduled' ? 'contractor' : change === 'cancelled' ? (visit.cancelledBy ?? 'homeowner') : 'homeowner';
    const reason = visit.cancelReason ? `: "${visit.cancelReason}"` : '';
    const when = visit.startsAt ? formatDateTime(visit.startsAt, 'long') : '';
    const options = visit.options.map((option) => formatDateTime(option, 'long'));
    for (const party of ['homeowner', 'contractor'] as const) {
      const person = await this.person(manager, party === 'homeowner' ? visit.homeownerId : visit.contractorId);
      if (!person) continue;
      const ics = this.invitation(visit, person);
      const lines: Record<typeof change, { subject: string; paragraphs: string[] }> = {
        proposed: {
          subject: `Site visit proposed for "${visit.projectTitle}"`,
          paragraphs: [
            party === 'homeowner'
              ? `${visit.contractorName} would like to visit for "${visit.projectTitle}" (${visit.durationMinutes} minutes) at one of these times: ${options.join('; ')}. Pick one, or ask for others, on GTA Home Pros.`
              : `You proposed a site visit for "${visit.projectTitle}" at: ${options.join('; ')}. We will tell you when the homeowner picks one.`,
            'The attached invitation holds the first time as tentative; the address is shared once a time is confirmed.',
          ],
        },
        rescheduled: {
          subject: `New times proposed for the site visit on "${visit.projectTitle}"`,
          paragraphs: [
            party === 'homeowner'
              ? `${visit.contractorName} proposed new times for the site visit: ${options.join('; ')}. Pick one, or ask for others, on GTA Home Pros.`
              : `You proposed new times for the site visit: ${options.join('; ')}.`,
            'The attached invitation replaces the one you had.',
          ],
        },
        confirmed: {
          subject: `Site visit confirmed: ${when}`,
          paragraphs: [
            `The site visit for "${visit.projectTitle}" is confirmed for ${when} (${visit.durationMinutes} minutes) at ${visit.address}.`,
            'The attached invitation puts it in your calendar. If you cannot make it, reschedule or cancel it on GTA Home Pros so the other side knows.',
          ],
        },
        'other-times': {
          subject: `Other times asked for the site visit on "${visit.projectTitle}"`,
          paragraphs: [
            party === 'homeowner'
              ? `You asked ${visit.contractorName} for other times for the site visit on "${visit.projectTitle}". The attached update takes the old time out of your calendar.`
              : `${firstName(visit.homeownerName)} asked for other times for the site visit on "${visit.projectTitle}"${visit.note ? `: "${visit.note}"` : ''}. Propose new times on GTA Home Pros. The attached update takes the old time out of your calendar.`,
          ],
        },
        cancelled:
          visit.cancelledBy === 'marketplace'
            ? {
                subject: `Site visit cancelled by ${ORGANIZER.name}: "${visit.projectTitle}"`,
                paragraphs: [
                  `${ORGANIZER.name} cancelled the site visit for "${visit.projectTitle}"${reason}.`,
                  'The attached update takes it out of your calendar. If you have questions, write to our team from the contact page.',
                ],
              }
            : {
                subject: `Site visit cancelled: "${visit.projectTitle}"`,
                paragraphs: [`The site visit for "${visit.projectTitle}" was cancelled by the ${visit.cancelledBy}${reason}.`, 'The attached update takes it out of your calendar.'],
              },
      };
      const message = composeEmail({
        to: person.email,
        subject: lines[change].subject,
        greeting: `Hi ${firstName(person.name)},`,
        paragraphs: lines[change].paragraphs,
        action: { label: 'Open the visit', url: `${this.deps.siteUrl}${this.pagePath(visit)}` },
        footer: ['Site visit invitations are sent whatever your e-mail settings: they keep both calendars the same.'],
      });
      if (party !== madeBy) await this.bell(manager, visit, party, lines[change].subject, lines[change].paragraphs[0]);
      const method = visit.status === 'cancelled' || change === 'other-times' ? 'CANCEL' : 'REQUEST';
      await this.deps.mail.send(
        { ...message, attachments: [{ filename: 'site-visit.ics', contentType: `text/calendar; method=${method}; charset=UTF-8`, contentBase64: Buffer.from(ics, 'utf8').toString('base64') }] },
        manager,
      );
    }
  }

  /** The in-app notification of a change, for one side (their e-mail is the invitation itself). */
  async bell(manager: EntityManager, visit: VisitRow, party: VisitParty, title: string, body: string): Promise<void> {
    await this.deps.notifications.notify(
      {
        recipientId: party === 'homeowner' ? visit.homeownerId : visit.contractorId,
        kind: 'site-visit',
        title,
        body: body.slice(0, 400),
        link: this.pagePath(visit),
        actionLabel: 'Open the visit',
        projectId: visit.projectId,
        email: false,
      },
      manager,
    );
  }

  async mailParty(manager: EntityManager, visit: VisitRow, party: VisitParty, subject: string, paragraphs: string[]): Promise<void> {
    const person = await this.person(manager, party === 'homeowner' ? visit.homeownerId : visit.contractorId);
    if (!person) return;
    await this.deps.mail.send(
      composeEmail({
        to: person.email,
        subject,
        greeting: `Hi ${firstName(person.name)},`,
        paragraphs,
        action: { label: 'Open the visit', url: `${this.deps.siteUrl}${this.pagePath(visit)}` },
        footer: ['Site visit e-mails are sent whatever your e-mail settings.'],
      }),
      manager,
    );
  }

  /** Tells the side marked as missing the visit, in the app and by e-mail. */
  async noShowMarked(manager: EntityManager, visit: VisitRow, party: VisitParty, missed: VisitParty): Promise<void> {
    const when = formatDateTime(visit.startsAt, 'long');
    const marked = `The ${party} marked the site visit for "${visit.projectTitle}" on ${when} as a no-show on your side.`;
    await this.bell(manager, visit, missed, `The visit on ${when} was marked as missed`, marked);
    await this.mailParty(manager, visit, missed, `The visit on ${when} was marked as missed`, [
      marked,
      missed === 'contractor'
        ? 'Missed visits count in your track record on GTA Home Pros. If you were there, or the visit was moved by agreement, write to our team from the contact page.'
        : 'If you were there, or the visit was moved by agreement, write to our team from the contact page.',
    ]);
  }

  /** Tells both sides, in the app and by e-mail, that staff withdrew a no-show mark, and why. */
  async noShowWithdrawn(manager: EntityManager, visit: VisitRow): Promise<void> {
    const when = formatDateTime(visit.startsAt, 'long');
    const subject = `No-show withdrawn for the visit on ${when}`;
    const missed = visit.noShowParty ?? 'contractor';
    for (const party of ['homeowner', 'contractor'] as const) {
      const whose = party === missed ? 'your side' : `the ${missed}'s side`;
      const said = `${ORGANIZER.name} withdrew the no-show mark on ${whose} for the site visit on "${visit.projectTitle}" on ${when}: "${visit.noShowWithdrawnNote ?? ''}"`;
      const counts = missed === 'contractor' ? (party === 'contractor' ? 'The visit no longer counts in your track record.' : "The visit no longer counts in the contractor's track record.") : null;
      await this.bell(manager, visit, party, subject, said);
      await this.mailParty(manager, visit, party, subject, [said, ...(counts ? [counts] : []), 'If you have questions, write to our team from the contact page.']);
    }
  }

  /** The day-before reminder, to both sides. */
  async remind(manager: EntityManager, visit: VisitRow): Promise<void> {
    const when = formatDateTime(visit.startsAt, 'long');
    for (const party of ['homeowner', 'contractor'] as const) {
      await this.mailParty(manager, visit, party, `Reminder: site visit ${when}`, [
        `The site visit for "${visit.projectTitle}" is on ${when} (${visit.durationMinutes} minutes) at ${visit.address}.`,
        party === 'homeowner' ? `${visit.contractorName} is coming.` : `${firstName(visit.homeownerName)} is expecting you.`,
        'If you cannot make it, reschedule or cancel it on GTA Home Pros so the other side knows.',
      ]);
    }
  }
}
