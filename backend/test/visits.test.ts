/**
 * Site visits (docs/visits.md), end to end over the real server, PostgreSQL and SMTP: a contractor who bid on a
 * project proposes times, the homeowner picks one, both get the ICS invitation (parsed back here), a reschedule
 * keeps the UID with a higher SEQUENCE, a cancellation is a METHOD:CANCEL; the day-before reminder goes once
 * however many sweeps run at once; a contractor's no-show lands in their track record. Staff cancel a live visit
 * for the marketplace and withdraw a no-show mark (it then leaves the track record). Nobody else gets in:
 * another contractor, a visitor and a partner key are refused on every door. Time is moved in the database.
 */
import type { ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import { VISIT_MESSAGES } from '@marketplace/shared';
import { projectPath } from '../src/shared/site-paths';
import { completeTerms } from './agreement-fixtures';
import { startMailingServer, type MailingServer, type TestPerson } from './smtp-test-server';
import { errorOf, sampleProposal, type TestServer } from './test-server';

const people = {
  homeowner: { email: 'aisha.khan@example.ca', role: 'homeowner', name: 'Aisha Khan' },
  pro: { email: 'office@beachesreno.example.ca', role: 'contractor', name: 'Dev Mehta', phone: '416-555-0199', businessName: 'Beaches Renovation Co.' },
  invited: { email: 'quotes@leslievilleplumbing.example.ca', role: 'contractor', name: 'Leslieville Plumbing', phone: '416-555-0199' },
  otherPro: { email: 'bids@etobicokedecks.example.ca', role: 'contractor', name: 'Etobicoke Decks', phone: '416-555-0199' },
  operator: { email: 'ops@gtahomepros.ca', role: 'operator', name: 'Operations' },
} satisfies Record<string, TestPerson>;
type Person = keyof typeof people;
let suite: MailingServer<Person>;
let server: TestServer;
let smtp: MailingServer<Person>['smtp'];
let cookie: Record<Person, string>;
let id: Record<Person, string>;
let apiKey = '';
const ADDRESS = '88 Kenilworth Avenue, Toronto, ON M4L 3S4';

const VISIT_FIELDS = `id status options startsAt durationMinutes address suggestedAddress note cancelReason cancelledBy noShowBy sequence icsUrl contractorName homeownerFirstName
  viewerCan { pick askOtherTimes reschedule cancel markNoShow }`;

type As = Person | 'visitor' | 'partner';
const gql = (query: string, variables: Record<string, unknown>, as: As) =>
  server.graphql(query, variables, as === 'partner' ? { cookie: '', 'x-api-key': apiKey } : { cookie: as === 'visitor' ? '' : cookie[as] });

let projects = 0;
/** A published project of the homeowner's, with pro's proposal on it and invited's invitation to quote. */
async function project(): Promise<string> {
  projects++;
  const [row] = await server.db.query(
    `INSERT INTO project (title, description, category, budget, timeline, homeowner, status, owner_id, visibility)
     VALUES ($1, 'Replace the cast-iron stack and rough in a second-floor bathroom', 'Plumbing', '$10,000 - $25,000', 'Within 3 months', 'Aisha Khan', 'open', $2, 'published') RETURNING id`,
    [`Bathroom rough-in in Leslieville ${projects}`, id.homeowner],
  );
  const bid = await gql(
    `mutation($i: SubmitProposalInput!) { submitProposal(input: $i) { id } }`,
    { i: { ...sampleProposal, projectId: String(row.id), bidAmount: '$14,000 - $18,000', warranty: 'Two years on workmanship' } },
    'pro',
  );
  expect(errorOf(bid)).toBeUndefined();
  await server.db.query(`INSERT INTO project_invitation (project_id, contractor_id, notified_at) VALUES ($1, $2, now())`, [row.id, id.invited]);
  return String(row.id);
}

/** Whole hours from now, `days` days ahead at the database's clock. */
async function times(...days: number[]): Promise<string[]> {
  const [{ now }] = await server.db.query(`SELECT date_trunc('hour', now()) AS now`);
  return days.map((day) => new Date(new Date(now).getTime() + day * 86_400_000 + 14 * 3_600_000).toISOString());
}

const propose = async (projectId: string, as: As, dayOffsets = [2, 3, 4]) =>
  gql(`mutation($p: ID!, $i: VisitTimesInput!) { proposeVisit(projectId: $p, input: $i) { ${VISIT_FIELDS} } }`, { p: projectId, i: { times: await times(...dayOffsets), durationMinutes: 45 } }, as);
const pick = (visitId: string, startsAt: string, as: As, address = ADDRESS) =>
  gql(`mutation($id: ID!, $i: PickVisitTimeInput!) { pickVisitTime(id: $id, input: $i) { ${VISIT_FIELDS} } }`, { id: visitId, i: { startsAt, address } }, as);
const visitsOf = (projectId: string, as: As) => gql(`query($id: ID!) { project(id: $id) { viewerCanProposeVisit visits { ${VISIT_FIELDS} } } }`, { id: projectId }, as);

/** The ICS attached to the newest e-mail to `person` whose subject matches, parsed back. */
async function invitationTo(person: Person, subject: RegExp, after: number) {
  const mail: ParsedMail = await smtp.until(
    (mails) => mails.slice(after).find((m) => (m.to as { text: string }).text === people[person].email && subject.test(m.subject ?? '')),
    `${subject} to ${person}`,
  );
  const attachment = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(attachment).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    mail,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    location: event.getFirstPropertyValue('location'),
    start: (event.getFirstPropertyValue('dtstart') as unknown as ICAL.Time).toJSDate().toISOString(),
    attendees: event.getAllProperties('attendee').map((property) => String(property.getFirstValue())),
  };
}

beforeAll(async () => {
  suite = await startMailingServer(people, { mailPollSeconds: 2 });
  ({ server, smtp, cookie, id } = suite);
  apiKey = (await server.graphql(`mutation { createApiKey(name: "Visit reader") { key } }`, {}, { cookie: cookie.operator })).body.data.createApiKey.key;
}, 90_000);
afterAll(async () => {
  await suite?.stop();
});

test('proposed, picked with the address, moved with the same UID and a higher SEQUENCE, then cancelled; every change in both calendars', async () => {
  const projectId = await project();
  expect((await visitsOf(projectId, 'pro')).body.data.project.viewerCanProposeVisit).toBe(true);
  expect((await visitsOf(projectId, 'otherPro')).body.data.project.viewerCanProposeVisit).toBe(false);
  let before = smtp.received.length;
  const proposed = await propose(projectId, 'pro');
  expect(errorOf(proposed)).toBeUndefined();
  const visit = proposed.body.data.proposeVisit;
  expect(visit).toMatchObject({ status: 'PROPOSED', durationMinutes: 45, address: null, sequence: 0, contractorName: 'Beaches Renovation Co.', homeownerFirstName: 'Aisha' });
  expect(visit.options).toHaveLength(3);
  for (const person of ['homeowner', 'pro'] as const) {
    const ics = await invitationTo(person, /Site visit proposed/, before);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `visit-${visit.id}@gtahomepros.ca`, sequence: 0, status: 'TENTATIVE', location: null, start: visit.options[0] });
    // Each side is invited alone: neither sees the other's e-mail address.
    expect(ics.attendees).toEqual([`mailto:${people[person].email}`]);
  }
  // A second proposal while this one is live: reschedule it instead.
  expect(errorOf(await propose(projectId, 'pro'))).toEqual({ code: 'CONFLICT', message: VISIT_MESSAGES.live });

  // The homeowner sees the times and may pick; the contractor may not pick for them.
  const seen = (await visitsOf(projectId, 'homeowner')).body.data.project.visits;
  expect(seen).toEqual([expect.objectContaining({ id: visit.id, viewerCan: { pick: true, askOtherTimes: true, reschedule: false, cancel: true, markNoShow: false } })]);
  expect(errorOf(await pick(visit.id, visit.options[1], 'pro'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await pick(visit.id, new Date(Date.now() + 86_400_000).toISOString(), 'homeowner'))).toEqual({ code: 'BAD_USER_INPUT', message: expect.any(String) });

  before = smtp.received.length;
  const picked = await pick(visit.id, visit.options[1], 'homeowner');
  expect(errorOf(picked)).toBeUndefined();
  expect(picked.body.data.pickVisitTime).toMatchObject({ status: 'CONFIRMED', startsAt: visit.options[1], address: ADDRESS, sequence: 1 });
  for (const person of ['homeowner', 'pro'] as const) {
    const ics = await invitationTo(person, /Site visit confirmed/, before);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `visit-${visit.id}@gtahomepros.ca`, sequence: 1, status: 'CONFIRMED', location: ADDRESS, start: visit.options[1] });
  }
  // The contractor now sees the address, and downloads the invitation as it stands.
  expect((await visitsOf(projectId, 'pro')).body.data.project.visits[0].address).toBe(ADDRESS);
  const download = await fetch(`${server.url}/api/visits/${visit.id}/ics`, { headers: { cookie: cookie.pro } });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(download.headers.get('content-disposition')).toBe(`attachment; filename="site-visit-${visit.id}.ics"`);
  const downloaded = new ICAL.Component(ICAL.parse(await download.text())).getFirstSubcomponent('vevent')!;
  expect(downloaded.getFirstPropertyValue('location')).toBe(ADDRESS);
  expect(downloaded.getFirstPropertyValue('sequence')).toBe(1);

  // The contractor moves it: new times, the same UID, a higher SEQUENCE, and the address off again until picked.
  before = smtp.received.length;
  const moved = await gql(`mutation($id: ID!, $i: VisitTimesInput!) { rescheduleVisit(id: $id, input: $i) { ${VISIT_FIELDS} } }`, { id: visit.id, i: { times: await times(5, 6), durationMinutes: 60 } }, 'pro');
  expect(errorOf(moved)).toBeUndefined();
  expect(moved.body.data.rescheduleVisit).toMatchObject({ status: 'PROPOSED', sequence: 2, startsAt: null, address: null });
  for (const person of ['homeowner', 'pro'] as const) {
    const ics = await invitationTo(person, /New times proposed/, before);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `visit-${visit.id}@gtahomepros.ca`, sequence: 2, status: 'TENTATIVE', location: null });
  }

  // The homeowner cancels: METHOD:CANCEL, one more SEQUENCE, and the reason reaches the contractor.
  expect(errorOf(await gql(`mutation($id: ID!) { cancelVisit(id: $id, reason: "  ") { id } }`, { id: visit.id }, 'homeowner'))?.code).toBe('BAD_USER_INPUT');
  before = smtp.received.length;
  const cancelled = await gql(`mutation($id: ID!) { cancelVisit(id: $id, reason: "We found the leak ourselves; the quote is enough.") { ${VISIT_FIELDS} } }`, { id: visit.id }, 'homeowner');
  expect(cancelled.body.data.cancelVisit).toMatchObject({ status: 'CANCELLED', cancelledBy: 'HOMEOWNER', sequence: 3 });
  const cancelInvite = await invitationTo('pro', /Site visit cancelled/, before);
  expect(cancelInvite).toMatchObject({ method: 'CANCEL', uid: `visit-${visit.id}@gtahomepros.ca`, sequence: 3, status: 'CANCELLED', location: null });
  expect(cancelInvite.mail.text).toContain('We found the leak ourselves');
  expect(errorOf(await gql(`mutation($id: ID!) { cancelVisit(id: $id, reason: "Again") { id } }`, { id: visit.id }, 'pro'))?.code).toBe('CONFLICT');

  const audit = await server.db.query(`SELECT action FROM audit_log WHERE subject_type = 'visit' AND subject_id = $1 ORDER BY id`, [visit.id]);
  expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['visit.propose', 'visit.pick', 'visit.reschedule', 'visit.cancel']);
});

test('the homeowner asks for other times; an invited contractor may propose too', async () => {
  const projectId = await project();
  const proposed = await propose(projectId, 'invited');
  expect(errorOf(proposed)).toBeUndefined();
  const visit = proposed.body.data.proposeVisit;
  const asked = await gql(`mutation($id: ID!) { askForOtherVisitTimes(id: $id, note: "Weekday mornings work better for us.") { ${VISIT_FIELDS} } }`, { id: visit.id }, 'homeowner');
  expect(asked.body.data.askForOtherVisitTimes).toMatchObject({ status: 'OTHER_TIMES_ASKED', note: 'Weekday mornings work better for us.', viewerCan: { pick: false } });
  const invitedView = (await visitsOf(projectId, 'invited')).body.data.project.visits[0];
  expect(invitedView.viewerCan).toEqual({ pick: false, askOtherTimes: false, reschedule: true, cancel: true, markNoShow: false });
  // Times in the past or more than three are refused with the rules' messages.
  const past = await gql(`mutation($id: ID!, $i: VisitTimesInput!) { rescheduleVisit(id: $id, input: $i) { id } }`, { id: visit.id, i: { times: [new Date(Date.now() - 3_600_000).toISOString()], durationMinutes: 30 } }, 'invited');
  expect(errorOf(past)?.code).toBe('BAD_USER_INPUT');
  expect(past.body.errors[0].extensions.fieldErrors).toEqual({ times: VISIT_MESSAGES.future });
  const four = await gql(`mutation($id: ID!, $i: VisitTimesInput!) { rescheduleVisit(id: $id, input: $i) { id } }`, { id: visit.id, i: { times: await times(2, 3, 4, 5), durationMinutes: 30 } }, 'invited');
  expect(four.body.errors[0].extensions.fieldErrors).toEqual({ times: VISIT_MESSAGES.times });
});

test('another contractor, a visitor and a partner key are refused on every door; operators read', async () => {
  const projectId = await project();
  const visit = (await propose(projectId, 'pro')).body.data.proposeVisit;
  expect(errorOf(await propose(projectId, 'otherPro'))).toEqual({ code: 'FORBIDDEN', message: VISIT_MESSAGES.noProject });
  expect(errorOf(await propose(projectId, 'homeowner'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await propose(projectId, 'visitor'))?.code).toBe('UNAUTHENTICATED');
  expect(errorOf(await propose(projectId, 'partner'))?.code).toBe('UNAUTHENTICATED');
  for (const as of ['otherPro', 'visitor', 'partner'] as const) {
    expect((await visitsOf(projectId, as)).body.data.project.visits).toEqual([]);
  }
  expect((await visitsOf(projectId, 'operator')).body.data.project.visits).toEqual([expect.objectContaining({ id: visit.id, viewerCan: { pick: false, askOtherTimes: false, reschedule: false, cancel: false, markNoShow: false } })]);
  const doors = [
    (as: As) => pick(visit.id, visit.options[0], as),
    (as: As) => gql(`mutation($id: ID!) { askForOtherVisitTimes(id: $id) { id } }`, { id: visit.id }, as),
    async (as: As) => gql(`mutation($id: ID!, $i: VisitTimesInput!) { rescheduleVisit(id: $id, input: $i) { id } }`, { id: visit.id, i: { times: await times(8), durationMinutes: 30 } }, as),
    (as: As) => gql(`mutation($id: ID!) { cancelVisit(id: $id, reason: "Not mine to cancel") { id } }`, { id: visit.id }, as),
    (as: As) => gql(`mutation($id: ID!) { markVisitNoShow(id: $id) { id } }`, { id: visit.id }, as),
  ];
  const [before] = await server.db.query(`SELECT row(v.*)::text AS row FROM site_visit v WHERE id = $1`, [visit.id]);
  for (const door of doors) {
    expect(errorOf(await door('otherPro'))?.code).toBe('NOT_FOUND');
    expect(errorOf(await door('visitor'))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await door('partner'))?.code).toBe('UNAUTHENTICATED');
  }
  const [after] = await server.db.query(`SELECT row(v.*)::text AS row FROM site_visit v WHERE id = $1`, [visit.id]);
  expect(after).toEqual(before);
  const ics = (headers: Record<string, string>) => fetch(`${server.url}/api/visits/${visit.id}/ics`, { headers });
  expect((await ics({ cookie: cookie.otherPro })).status).toBe(404);
  expect((await ics({})).status).toBe(401);
  expect((await ics({ 'x-api-key': apiKey })).status).toBe(401);
  expect((await ics({ cookie: cookie.operator })).status).toBe(200);
});

test('the day-before reminder goes to both once, however many sweeps run at once; the visit is in the calendar feed', async () => {
  const projectId = await project();
  const visit = (await propose(projectId, 'invited')).body.data.proposeVisit;
  expect(errorOf(await pick(visit.id, visit.options[0], 'homeowner'))).toBeUndefined();
  const reminders = () => smtp.received.filter((mail) => /^Reminder: site visit/.test(mail.subject ?? '') && mail.text?.includes(`Bathroom rough-in in Leslieville ${projects}`));
  // Two days ahead: nothing yet.
  await Promise.all([server.services.visits.sendReminders(), server.services.visits.sendReminders()]);
  // Twenty hours ahead: due. Two sweeps at once, twice.
  await server.db.query(`UPDATE site_visit SET starts_at = now() + interval '20 hours', options = ARRAY[now() + interval '20 hours'] WHERE id = $1`, [visit.id]);
  const runs = [...(await Promise.all([server.services.visits.sendReminders(), server.services.visits.sendReminders()])), ...(await Promise.all([server.services.visits.sendReminders(), server.services.visits.sendReminders()]))];
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
  await smtp.until((mails) => (reminders().length >= 2 ? mails : undefined), 'the reminders to both');
  await server.jobsIdle();
  expect(reminders().map((mail) => (mail.to as { text: string }).text).sort()).toEqual([people.homeowner.email, people.invited.email].sort());
  expect(reminders()[0].text).toContain(ADDRESS);

  const feed = await gql(`mutation { createCalendarFeed { url } }`, {}, 'homeowner');
  const text = await (await fetch(`${server.url}${new URL(feed.body.data.createCalendarFeed.url).pathname}`)).text();
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  const event = events.find((each) => each.getFirstPropertyValue('uid') === `visit-${visit.id}-feed@gtahomepros.ca`);
  expect(event?.getFirstPropertyValue('summary')).toBe(`Site visit: Bathroom rough-in in Leslieville ${projects}`);
  // The feed never holds the address.
  expect(text).not.toContain('Kenilworth');
});

test("a contractor's no-show, once the time has come, lands in their track record", async () => {
  const projectId = await project();
  const visit = (await propose(projectId, 'pro')).body.data.proposeVisit;
  expect(errorOf(await pick(visit.id, visit.options[0], 'homeowner'))).toBeUndefined();
  const mark = (as: As) => gql(`mutation($id: ID!) { markVisitNoShow(id: $id) { ${VISIT_FIELDS} } }`, { id: visit.id }, as);
  expect(errorOf(await mark('homeowner'))?.code).toBe('CONFLICT');
  await server.db.query(`UPDATE site_visit SET starts_at = now() - interval '2 hours' WHERE id = $1`, [visit.id]);
  const [{ before }] = await server.db.query(`SELECT COALESCE((SELECT no_shows FROM pro_track_record WHERE contractor_id = $1), 0) AS before`, [id.pro]);
  const marked = await mark('homeowner');
  expect(errorOf(marked)).toBeUndefined();
  expect(marked.body.data.markVisitNoShow).toMatchObject({ status: 'NO_SHOW', noShowBy: 'CONTRACTOR' });
  expect(errorOf(await mark('pro'))?.code).toBe('CONFLICT');
  await server.db.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY pro_track_record`);
  const [{ noShows }] = await server.db.query(`SELECT no_shows AS "noShows" FROM pro_track_record WHERE contractor_id = $1`, [id.pro]);
  expect(noShows).toBe(before + 1);
  // The contractor may propose again on the same project after a missed visit.
  expect(errorOf(await propose(projectId, 'pro'))).toBeUndefined();
});

test('after the hire: the agreement page lists the visit, the pick starts from the work address, and a dispute can be about the visit', async () => {
  const projectId = await project();
  const [proposal] = await server.db.query(`SELECT id FROM proposal WHERE project_id = $1 AND contractor_id = $2`, [projectId, id.pro]);
  await server.db.query(`UPDATE proposal SET status = 'accepted' WHERE id = $1`, [proposal.id]);
  await server.db.query(`UPDATE project SET hired_proposal_id = $1 WHERE id = $2`, [proposal.id, projectId]);
  const terms = { ...completeTerms(), homeowner: { name: 'Aisha Khan', workAddress: ADDRESS } };
  const [agreement] = await server.db.query(
    `INSERT INTO agreement (project_id, proposal_id, homeowner_id, contractor_id, status, terms, sent_at, in_force_at, copy_delivered_at)
     VALUES ($1, $2, $3, $4, 'in-force', $5, now(), now(), now()) RETURNING id`,
    [projectId, proposal.id, id.homeowner, id.pro, JSON.stringify(terms)],
  );
  const agreementId = String(agreement.id);
  const read = (as: As) => gql(`query($id: ID!) { agreement(id: $id) { viewerCanProposeVisit visits { ${VISIT_FIELDS} } } }`, { id: agreementId }, as);
  expect((await read('pro')).body.data.agreement).toEqual({ viewerCanProposeVisit: true, visits: [] });
  const visit = (await propose(projectId, 'pro')).body.data.proposeVisit;
  const homeownerView = (await read('homeowner')).body.data.agreement;
  expect(homeownerView.viewerCanProposeVisit).toBe(false);
  expect(homeownerView.visits).toEqual([expect.objectContaining({ id: visit.id, status: 'PROPOSED', suggestedAddress: ADDRESS, address: null })]);
  // The contractor is not the one to pick, so the address is not suggested to them.
  expect((await read('pro')).body.data.agreement.visits[0].suggestedAddress).toBeNull();
  expect(errorOf(await pick(visit.id, visit.options[0], 'homeowner', homeownerView.visits[0].suggestedAddress))).toBeUndefined();
  await server.db.query(`UPDATE site_visit SET starts_at = now() - interval '1 hour' WHERE id = $1`, [visit.id]);
  expect(errorOf(await gql(`mutation($id: ID!) { markVisitNoShow(id: $id) { id } }`, { id: visit.id }, 'pro'))).toBeUndefined();

  const opened = await gql(
    `mutation($id: ID!, $i: OpenDisputeInput!) { openDispute(agreementId: $id, input: $i) { subject visitId status } }`,
    { id: agreementId, i: { subject: 'VISIT', visitId: visit.id, reason: 'I was home all morning; nobody from the contractor called or came.' } },
    'homeowner',
  );
  expect(errorOf(opened)).toBeUndefined();
  expect(opened.body.data.openDispute).toEqual({ subject: 'VISIT', visitId: visit.id, status: 'OPEN' });
  // A visit of another project is not this job's.
  const elsewhere = (await propose(await project(), 'pro')).body.data.proposeVisit;
  const refused = await gql(
    `mutation($id: ID!, $i: OpenDisputeInput!) { openDispute(agreementId: $id, input: $i) { id } }`,
    { id: agreementId, i: { subject: 'VISIT', visitId: elsewhere.id, reason: 'This visit belongs to another project entirely.' } },
    'homeowner',
  );
  expect(errorOf(refused)?.code).toBe('BAD_USER_INPUT');
});

test('the other side is told in the app as well as by the invitation; a declined proposal ends the contractor’s visit in both calendars', async () => {
  const projectId = await project();
  const bell = async (person: Person, title: string) =>
    server.db.query(`SELECT kind, email_state AS "emailState", link FROM notification WHERE recipient_id = $1 AND project_id = $2 AND title = $3`, [id[person], projectId, title]);
  const visit = (await propose(projectId, 'pro')).body.data.proposeVisit;
  const title = `Site visit proposed for "Bathroom rough-in in Leslieville ${projects}"`;
  // The homeowner's bell shows it without a second e-mail (the invitation is the e-mail); the proposer is not told of their own step.
  expect(await bell('homeowner', title)).toEqual([{ kind: 'site-visit', emailState: 'none', link: projectPath(Number(projectId)) }]);
  expect(await bell('pro', title)).toEqual([]);

  const [proposal] = await server.db.query(`SELECT id FROM proposal WHERE project_id = $1 AND contractor_id = $2`, [projectId, id.pro]);
  const before = smtp.received.length;
  const declined = await gql(`mutation($id: ID!) { updateProposalStatus(id: $id, status: DECLINED) { status } }`, { id: String(proposal.id) }, 'homeowner');
  expect(errorOf(declined)).toBeUndefined();
  for (const person of ['homeowner', 'pro'] as const) {
    const ics = await invitationTo(person, /Site visit cancelled/, before);
    expect(ics).toMatchObject({ method: 'CANCEL', uid: `visit-${visit.id}@gtahomepros.ca`, sequence: 1 });
    expect(ics.mail.text).toContain(VISIT_MESSAGES.proposalDeclined);
  }
  const seen = (await visitsOf(projectId, 'pro')).body.data.project;
  expect(seen.viewerCanProposeVisit).toBe(false);
  expect(seen.visits).toEqual([expect.objectContaining({ id: visit.id, status: 'CANCELLED', cancelReason: VISIT_MESSAGES.proposalDeclined, viewerCan: { pick: false, askOtherTimes: false, reschedule: false, cancel: false, markNoShow: false } })]);
  const reschedule = await gql(`mutation($id: ID!, $i: VisitTimesInput!) { rescheduleVisit(id: $id, input: $i) { id } }`, { id: visit.id, i: { times: await times(5), durationMinutes: 45 } }, 'pro');
  expect(errorOf(reschedule)?.code).toBe('CONFLICT');
  expect(errorOf(await propose(projectId, 'pro'))?.code).toBe('FORBIDDEN');
  const audit = await server.db.query(`SELECT action, note FROM audit_log WHERE subject_type = 'visit' AND subject_id = $1 ORDER BY id`, [visit.id]);
  expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['visit.propose', 'visit.cancel']);
});

/** The in-app notices of a project's visits to `person`, with a title matching. */
const bells = async (person: Person, projectId: string, title: RegExp) =>
  (await server.db.query(`SELECT title, body, email_state AS "emailState" FROM notification WHERE recipient_id = $1 AND project_id = $2 ORDER BY id`, [id[person], projectId])).filter(
    (row: { title: string }) => title.test(row.title),
  );
const visitRow = async (visitId: string) => (await server.db.query(`SELECT row(v.*)::text AS row FROM site_visit v WHERE id = $1`, [visitId]))[0];

test('an operator cancels a confirmed visit for the marketplace: both calendars get the CANCEL with a higher SEQUENCE, both bells say why, the audit log names the operator', async () => {
  const projectId = await project();
  const visit = (await propose(projectId, 'pro')).body.data.proposeVisit;
  expect(errorOf(await pick(visit.id, visit.options[0], 'homeowner'))).toBeUndefined();
  const reason = 'The homeowner reported a safety concern about the property; we are looking into it before anyone visits.';
  const cancel = (as: As, why = reason) => gql(`mutation($id: ID!, $r: String!) { cancelVisitAsOperator(id: $id, reason: $r) { ${VISIT_FIELDS} cancelledByMarketplace } }`, { id: visit.id, r: why }, as);

  // The operator's button shows; the sides' buttons do not, and neither side sees the operator's.
  const permissions = `query($id: ID!) { project(id: $id) { visits { viewerCan { cancel cancelAsOperator withdrawNoShow } } } }`;
  expect((await gql(permissions, { id: projectId }, 'operator')).body.data.project.visits[0].viewerCan).toEqual({ cancel: false, cancelAsOperator: true, withdrawNoShow: false });
  expect((await gql(permissions, { id: projectId }, 'homeowner')).body.data.project.visits[0].viewerCan).toEqual({ cancel: true, cancelAsOperator: false, withdrawNoShow: false });

  // Everyone else is refused, and nothing changes.
  const before = await visitRow(visit.id);
  expect(errorOf(await cancel('homeowner'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await cancel('pro'))?.code).toBe('FORBIDDEN');
  expect(errorOf(await cancel('otherPro'))?.code).toBe('NOT_FOUND');
  expect(errorOf(await cancel('visitor'))?.code).toBe('UNAUTHENTICATED');
  expect(errorOf(await cancel('partner'))?.code).toBe('UNAUTHENTICATED');
  // A reason is required, and says which.
  const blank = await cancel('operator', '   ');
  expect(errorOf(blank)?.code).toBe('BAD_USER_INPUT');
  expect(blank.body.errors[0].extensions.fieldErrors).toEqual({ reason: VISIT_MESSAGES.staffReason });
  expect(await visitRow(visit.id)).toEqual(before);

  const sent = smtp.received.length;
  const cancelled = await cancel('operator');
  expect(errorOf(cancelled)).toBeUndefined();
  expect(cancelled.body.data.cancelVisitAsOperator).toMatchObject({ status: 'CANCELLED', cancelledBy: null, cancelledByMarketplace: true, cancelReason: reason, sequence: 2 });
  for (const person of ['homeowner', 'pro'] as const) {
    const ics = await invitationTo(person, /Site visit cancelled by GTA Home Pros/, sent);
    expect(ics).toMatchObject({ method: 'CANCEL', uid: `visit-${visit.id}@gtahomepros.ca`, sequence: 2, status: 'CANCELLED', location: null });
    expect(ics.mail.text).toContain('GTA Home Pros cancelled the site visit');
    expect(ics.mail.text).toContain('safety concern');
    // Both sides' bells: the marketplace made the change, not the other side.
    expect(await bells(person, projectId, /Site visit cancelled by GTA Home Pros/)).toEqual([
      { title: expect.any(String), body: expect.stringMatching(/^GTA Home Pros cancelled the site visit .*safety concern/), emailState: 'none' },
    ]);
  }
  const [audit] = await server.db.query(`SELECT actor_id AS "actorId", note, after FROM audit_log WHERE subject_type = 'visit' AND subject_id = $1 AND action = 'visit.operator-cancel'`, [visit.id]);
  expect(audit).toEqual({ actorId: id.operator, note: reason, after: { status: 'cancelled', by: 'marketplace' } });
  // Once cancelled, it cannot be cancelled again, and the contractor may propose anew.
  expect(errorOf(await cancel('operator'))?.code).toBe('CONFLICT');
  expect((await visitsOf(projectId, 'pro')).body.data.project.viewerCanProposeVisit).toBe(true);
});

test('an operator withdraws a contractor’s no-show mark: it stops counting in the track record, the visit reads so, both sides are told', async () => {
  const projectId = await project();
  const visit = (await propose(projectId, 'pro')).body.data.proposeVisit;
  expect(errorOf(await pick(visit.id, visit.options[0], 'homeowner'))).toBeUndefined();
  const note = 'The contractor sent time-stamped photos of arriving at 10:02; the homeowner was out.';
  const withdraw = (as: As, text = note) =>
    gql(`mutation($id: ID!, $n: String!) { withdrawVisitNoShow(id: $id, note: $n) { ${VISIT_FIELDS} statusLabel noShowWithdrawnNote } }`, { id: visit.id, n: text }, as);
  // Not marked yet: nothing to withdraw.
  expect(errorOf(await withdraw('operator'))?.code).toBe('CONFLICT');
  await server.db.query(`UPDATE site_visit SET starts_at = now() - interval '3 hours' WHERE id = $1`, [visit.id]);
  expect(errorOf(await gql(`mutation($id: ID!) { markVisitNoShow(id: $id) { id } }`, { id: visit.id }, 'homeowner'))).toBeUndefined();
  const noShows = async () => {
    await server.db.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY pro_track_record`);
    return (await server.db.query(`SELECT no_shows AS "noShows" FROM pro_track_record WHERE contractor_id = $1`, [id.pro]))[0].noShows as number;
  };
  const counted = await noShows();
  expect(counted).toBeGreaterThanOrEqual(1);

  const before = await visitRow(visit.id);
  for (const as of ['homeowner', 'pro'] as const) expect(errorOf(await withdraw(as))?.code).toBe('FORBIDDEN');
  expect(errorOf(await withdraw('otherPro'))?.code).toBe('NOT_FOUND');
  for (const as of ['visitor', 'partner'] as const) expect(errorOf(await withdraw(as))?.code).toBe('UNAUTHENTICATED');
  expect((await withdraw('operator', '')).body.errors[0].extensions.fieldErrors).toEqual({ note: VISIT_MESSAGES.withdrawNote });
  expect((await withdraw('operator', 'x'.repeat(1001))).body.errors[0].extensions.fieldErrors).toEqual({ note: VISIT_MESSAGES.withdrawNoteTooLong });
  expect(await visitRow(visit.id)).toEqual(before);

  // By the REST door beside the visit's others: the same service and presenter.
  const sent = smtp.received.length;
  const res = await server.rest('POST', `/api/visits/${visit.id}/no-show-withdrawal`, { note }, { cookie: cookie.operator });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: visit.id, status: 'no-show-withdrawn', statusLabel: 'No-show withdrawn', noShowBy: 'contractor', noShowWithdrawnNote: note, viewerCan: { withdrawNoShow: false } });
  expect(await noShows()).toBe(counted - 1);
  const seen = (await gql(`query($id: ID!) { project(id: $id) { visits { status statusLabel noShowBy noShowWithdrawnNote } } }`, { id: projectId }, 'pro')).body.data.project.visits[0];
  expect(seen).toEqual({ status: 'NO_SHOW_WITHDRAWN', statusLabel: 'No-show withdrawn', noShowBy: 'CONTRACTOR', noShowWithdrawnNote: note });
  for (const person of ['homeowner', 'pro'] as const) {
    const mail = await smtp.until((mails) => mails.slice(sent).find((m) => (m.to as { text: string }).text === people[person].email && /^No-show withdrawn/.test(m.subject ?? '')), `the withdrawal to ${person}`);
    expect(mail.text).toContain('time-stamped photos');
    expect(await bells(person, projectId, /^No-show withdrawn/)).toHaveLength(1);
  }
  const [audit] = await server.db.query(`SELECT actor_id AS "actorId", note FROM audit_log WHERE subject_type = 'visit' AND subject_id = $1 AND action = 'visit.withdraw-no-show'`, [visit.id]);
  expect(audit).toEqual({ actorId: id.operator, note });
  expect(errorOf(await withdraw('operator'))?.code).toBe('CONFLICT');
  // A withdrawn visit is over: the contractor may propose again.
  expect(errorOf(await propose(projectId, 'pro'))).toBeUndefined();
});
