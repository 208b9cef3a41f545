import ICAL from 'ical.js';
import { formatDateTime } from '@marketplace/shared';
import { type VisitInvitationInput, visitInvitation } from '../src/modules/job/visit-ics';

/** The invitation read back by ical.js (the parser Thunderbird uses): the calendar and its one event. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0];
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    prodid: calendar.getFirstPropertyValue('prodid'),
    uid: value('uid'),
    sequence: value('sequence'),
    start: (value('dtstart') as ICAL.Time).toJSDate(),
    startZone: (value('dtstart') as ICAL.Time).zone?.tzid,
    end: (value('dtend') as ICAL.Time).toJSDate(),
    status: value('status'),
    summary: value('summary'),
    description: value('description'),
    hasLocation: event.hasProperty('location'),
    location: value('location'),
    organizer: String(value('organizer')).toLowerCase(),
    attendees: event.getAllProperties('attendee').map((property) => ({
      address: property.getFirstValue(),
      name: property.getParameter('cn'),
      rsvp: property.getParameter('rsvp'),
      partstat: property.getParameter('partstat'),
    })),
  };
}

const ADDRESS = '42 Birchmount Road, Toronto, ON M1N 3J5';

/** A visit to see a basement at 9 a.m. on March 15, 2027 in Toronto (EDT, the day after clocks went forward). */
function visit(overrides: Partial<VisitInvitationInput> = {}): VisitInvitationInput {
  return {
    uid: 'visit-42@gtahomepros.ca',
    sequence: 0,
    start: new Date('2027-03-15T13:00:00Z'),
    durationMinutes: 90,
    title: 'Site visit: basement finish',
    description: 'Marco Bianchi (Lakeshore Renovations) visits to measure the basement.',
    address: ADDRESS,
    organizer: { name: 'GTA Home Pros', email: 'visits@gtahomepros.ca' },
    attendees: [
      { name: 'Priya Raman', email: 'priya@example.ca' },
      { name: 'Marco Bianchi', email: 'marco@lakeshorereno.ca' },
    ],
    status: 'TENTATIVE',
    method: 'REQUEST',
    stamp: new Date('2027-03-01T15:00:00Z'),
    ...overrides,
  };
}

describe('a site visit’s calendar invitation', () => {
  it('proposes a visit as a tentative REQUEST, in UTC, without the address', () => {
    const ics = visitInvitation(visit());
    const read = parse(ics);
    expect(read).toMatchObject({
      method: 'REQUEST',
      prodid: '-//GTA Home Pros//Site visits//EN',
      uid: 'visit-42@gtahomepros.ca',
      sequence: 0,
      startZone: 'UTC',
      status: 'TENTATIVE',
      summary: 'Site visit: basement finish',
      hasLocation: false,
      organizer: 'mailto:visits@gtahomepros.ca',
    });
    expect(read.start.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(read.end.toISOString()).toBe('2027-03-15T14:30:00.000Z');
    expect(formatDateTime(read.start)).toBe('Mar 15, 2027, 9:00 a.m.');
    expect(read.attendees).toEqual([
      { address: 'mailto:priya@example.ca', name: 'Priya Raman', rsvp: 'FALSE', partstat: 'NEEDS-ACTION' },
      { address: 'mailto:marco@lakeshorereno.ca', name: 'Marco Bianchi', rsvp: 'FALSE', partstat: 'NEEDS-ACTION' },
    ]);
    expect(ics).toMatch(/^DTSTART:20270315T130000Z\r$/m);
    expect(ics).not.toContain('Birchmount');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives the address once the visit is confirmed, and keeps the UID while raising SEQUENCE on each change', () => {
    const confirmed = parse(visitInvitation(visit({ sequence: 1, status: 'CONFIRMED' })));
    expect(confirmed).toMatchObject({ method: 'REQUEST', uid: 'visit-42@gtahomepros.ca', sequence: 1, status: 'CONFIRMED', hasLocation: true, location: ADDRESS });
    expect(confirmed.attendees.map((attendee) => attendee.partstat)).toEqual(['ACCEPTED', 'ACCEPTED']);

    // Moved to 9 a.m. on March 12, still on standard time (EST, UTC-5).
    const moved = parse(visitInvitation(visit({ sequence: 2, status: 'CONFIRMED', start: new Date('2027-03-12T14:00:00Z') })));
    expect(moved).toMatchObject({ uid: confirmed.uid, sequence: 2, location: ADDRESS });
    expect(moved.start.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(formatDateTime(moved.start)).toBe('Mar 12, 2027, 9:00 a.m.');

    const cancelled = parse(visitInvitation(visit({ sequence: 3, status: 'CANCELLED', method: 'CANCEL', start: new Date('2027-03-12T14:00:00Z') })));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: confirmed.uid, sequence: 3, status: 'CANCELLED', hasLocation: false });
  });

  it('never writes the address of a visit that is not confirmed, even when it is given', () => {
    for (const status of ['TENTATIVE', 'CANCELLED'] as const) {
      const ics = visitInvitation(visit({ status, method: status === 'CANCELLED' ? 'CANCEL' : 'REQUEST', sequence: 4 }));
      expect(parse(ics).hasLocation).toBe(false);
      expect(ics).not.toContain('Birchmount');
    }
    expect(parse(visitInvitation(visit({ status: 'CONFIRMED', address: null }))).hasLocation).toBe(false);
  });

  it('keeps names and text exactly as typed: accents, commas, semicolons, new lines and long lines', () => {
    const description = `Bring the floor plan; the side door is open.\nParking: driveway, left side. ${'Long note. '.repeat(20)}`.trim();
    const read = parse(
      visitInvitation(
        visit({
          title: 'Visite: sous-sol, salle de bain; étape 1',
          description,
          attendees: [{ name: 'Łukasz Nguyễn, Jr.', email: 'lukasz@example.ca' }],
          status: 'CONFIRMED',
          address: 'Unit 4, 12 Queen St. E; rear entrance',
        }),
      ),
    );
    expect(read.summary).toBe('Visite: sous-sol, salle de bain; étape 1');
    expect(read.description).toBe(description);
    expect(read.location).toBe('Unit 4, 12 Queen St. E; rear entrance');
    expect(read.attendees[0]).toMatchObject({ name: 'Łukasz Nguyễn, Jr.', address: 'mailto:lukasz@example.ca' });
  });

  it('refuses input no calendar could read', () => {
    expect(() => visitInvitation(visit({ method: 'CANCEL' }))).toThrow(/CANCEL/);
    expect(() => visitInvitation(visit({ status: 'CANCELLED' }))).toThrow(/CANCEL/);
    expect(() => visitInvitation(visit({ durationMinutes: 0 }))).toThrow(RangeError);
    expect(() => visitInvitation(visit({ durationMinutes: 12.5 }))).toThrow(RangeError);
    expect(() => visitInvitation(visit({ sequence: -1 }))).toThrow(RangeError);
    expect(() => visitInvitation(visit({ start: new Date('not a date') }))).toThrow(RangeError);
    expect(() => visitInvitation(visit({ attendees: [{ name: 'Nobody', email: 'not an address' }] }))).toThrow(/could not be made/);
  });
});
