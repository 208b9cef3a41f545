import type { Page } from 'playwright-core';
import { makeOperator, signIn } from './support/accounts';
import { agreementInForce, appApi, hireContractor, listening, socketSubscribed, type Hire } from './support/agreements';
import { useProductAndBrowser } from './support/app';
import { gotoApp, newThemedPage, screenshot, seriousViolations } from './support/browser';
import { runSql } from '../test-support/database';
import { expect, test } from './support/test';

/**
 * The job's money once the agreement is in force (built through the API: the clicks here are the money's):
 * the contractor issues a proper invoice and is refused one that goes beyond the signed totals; the homeowner
 * sees what she owes next on My projects and records the payment she made by e-Transfer, on a phone in the
 * dark theme; the contractor confirms it arrived and the ledger shows it paid; the contractor declares
 * substantial performance, the homeowner confirms it, and the day the holdback falls due shows. Each page
 * follows the other side's steps live, and axe finds nothing serious on the way.
 */

const app = useProductAndBrowser();
const HOMEOWNER = 'amara.osei@example.ca';
const CONTRACTOR = 'office@riversidekitchens.ca';
const SHOTS = '/tmp/job-money-shots';
const TITLE = 'Kitchen renovation in a Riverdale semi';

let contractor: Page;
let homeowner: Page;
let hire: Hire;
let agreementPath = '';

/** Today on Toronto's calendar (YYYY-MM-DD), and a day `days` later, as the pages show it ('Mar 15, 2027'). */
const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const shown = (day: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${day}T12:00:00Z`));

/** $30,000 of cabinets at a fixed price and $10,000 of counters on an estimate: $45,200 with HST; at most $41,000 before tax may be invoiced. */
const TERMS = {
  homeowner: { name: 'Amara Osei', workAddress: '112 Langley Ave, Toronto, ON M4K 1B5' },
  contractor: {
    legalName: 'Riverside Kitchens Inc.',
    operatingName: null,
    businessAddress: '780 Queen St E, Toronto, ON M4M 1H4',
    phone: '647-555-0142',
    email: CONTRACTOR,
    representative: 'Marco Bianchi',
    hstNumber: '812345678 RT0001',
  },
  work: {
    description: 'Remove the existing kitchen; supply and install shaker cabinets, quartz counters and a tile backsplash; reconnect the sink and dishwasher.',
    materials: 'Shaker cabinets in white oak veneer, 3 cm quartz counters, ceramic subway tile, supplied by the contractor.',
    subcontractors: 'Licensed plumber for the sink and dishwasher connections.',
  },
  lines: [
    { description: 'Cabinets supplied and installed', quantity: 1, unitPriceCents: 3_000_000, kind: 'FIXED', taxable: true },
    { description: 'Quartz counters, templated and installed', quantity: 1, unitPriceCents: 1_000_000, kind: 'ESTIMATE', taxable: true },
  ],
  payments: [
    { description: 'Deposit', basisPoints: 1000, dueOn: 'On signing this agreement', deposit: true },
    { description: 'Cabinets installed and counters templated', basisPoints: 5000, dueOn: 'When the cabinets are installed' },
    { description: 'Balance', basisPoints: 4000, dueOn: 'On substantial completion of the work' },
  ],
  startDate: '2027-01-11',
  completionDate: '2027-02-26',
  permits: [],
  warranty: 'Two years on workmanship; manufacturers’ warranties on cabinets and counters.',
  conditions: null,
};

test('the contractor issues a proper invoice, and one beyond the signed totals is refused', async () => {
  const url = app.product.url;
  hire = await hireContractor(url, app.product.database.url, {
    project: {
      title: TITLE,
      description: 'Replace a 1990s kitchen: new cabinets, quartz counters and a backsplash, keeping the layout.',
      category: 'Kitchen Renovation',
      budget: '$25,000 - $50,000',
      timeline: 'Within 3 months',
      location: 'Riverdale, Toronto, ON',
    },
    homeowner: { name: 'Amara Osei', email: HOMEOWNER, phone: '416-555-0177' },
    contractor: { businessName: 'Riverside Kitchens Inc.', email: CONTRACTOR, phone: '647-555-0142' },
    proposal: {
      bidAmount: '$40,000 - $45,000',
      timeline: '6 weeks',
      approach: 'Demolition in the first week, cabinets in the third, counters templated on the cabinets and installed a week later.',
      experience: 'Kitchens in Riverdale and Leslieville since 2009.',
      materials: 'White oak shaker cabinets, quartz counters, ceramic tile.',
      warranty: 'Two years on workmanship.',
    },
  });
  const id = await agreementInForce(url, hire, TERMS, { homeowner: 'Amara Osei', contractor: 'Marco Bianchi' });
  agreementPath = `/agreements/${id}`;

  contractor = await newThemedPage(app.browser, 1280, 'light');
  await signIn(contractor.context(), url, CONTRACTOR);
  const subscribed = socketSubscribed(contractor);
  await gotoApp(contractor, `${url}${agreementPath}`);
  await subscribed;
  await listening(contractor);
  const money = contractor.getByRole('region', { name: 'Invoices and payments' });
  await money.getByText('No invoices yet.').waitFor();

  const today = torontoToday();
  await money.getByRole('button', { name: 'Issue an invoice' }).click();
  const dialog = contractor.getByRole('dialog', { name: 'Issue invoice INV-0001' });
  await dialog.getByRole('combobox', { name: 'Invoice for' }).selectOption({ label: 'Milestone: Cabinets installed and counters templated' });
  await dialog.getByRole('textbox', { name: 'Work done or materials supplied' }).fill('Shaker cabinets supplied and installed; quartz counters templated.');
  await dialog.getByLabel('Period from').fill(dayAfter(today, -14));
  await expect(dialog.getByLabel('Period to')).toHaveValue(today);
  await dialog.getByRole('textbox', { name: 'Amount before tax ($)' }).fill('20,000');
  await expect(dialog.getByRole('checkbox', { name: /HST applies/ })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Riverside Kitchens Inc.');
  // $20,000 + 13 % HST = $22,600; $2,000 held back with its $260 HST; $20,340 payable now.
  await dialog.getByText(/\$20,000\.00 \+ HST \$2,600\.00 = \$22,600\.00\. The homeowner keeps back \$2,260\.00/).waitFor();
  await dialog.getByText(/pays \$20,340\.00 now/).waitFor();
  await screenshot(contractor, { path: `${SHOTS}/issue-invoice-1280-light.png` });
  expect(await seriousViolations(contractor)).toEqual([]);
  await dialog.getByRole('button', { name: 'Issue the invoice' }).click();
  await expect(dialog).toHaveCount(0);
  const invoices = money.getByRole('list', { name: 'Invoices' });
  await invoices.getByRole('heading', { name: /^INV-0001/ }).waitFor();
  await invoices.getByText(/notice of non-payment possible until/).waitFor();
  await expect(invoices.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', /\/api\/invoices\/\d+\/pdf$/);

  // $20,000 + $25,000 = $45,000 before tax: past the $30,000 fixed and $10,000 estimate + 10 %.
  await money.getByRole('button', { name: 'Issue an invoice' }).click();
  const over = contractor.getByRole('dialog', { name: 'Issue invoice INV-0002' });
  await over.getByRole('textbox', { name: 'Work done or materials supplied' }).fill('Backsplash tile and counters installed.');
  await over.getByLabel('Period from').fill(today);
  await over.getByRole('textbox', { name: 'Amount before tax ($)' }).fill('25000');
  await over.getByRole('button', { name: 'Issue the invoice' }).click();
  await over.getByRole('alert').getByText('Ontario’s Consumer Protection Act: the price may not rise more than 10 % above the signed estimate without a change order both sides have signed').waitFor();
  await screenshot(contractor, { path: `${SHOTS}/estimate-rule-1280-light.png` });
  await over.getByRole('button', { name: 'Cancel' }).click();
  await expect(over).toHaveCount(0);
  await expect(invoices.getByRole('heading', { name: /^INV-0002/ })).toHaveCount(0);
  await screenshot(contractor, { path: `${SHOTS}/invoiced-1280-light.png`, fullPage: true });
});

test('the homeowner sees what she owes on My projects and records her e-Transfer on a phone in the dark theme', async () => {
  const url = app.product.url;
  homeowner = await newThemedPage(app.browser, 390, 'dark');
  await signIn(homeowner.context(), url, HOMEOWNER);
  const subscribed = socketSubscribed(homeowner);
  await gotoApp(homeowner, `${url}/my-projects`);
  await subscribed;
  const project = homeowner.getByRole('list', { name: 'Your projects' }).getByRole('listitem').filter({ hasText: TITLE });
  const owed = project.getByRole('link', { name: 'Next to pay: INV-0001, $20,340.00 payable now' });
  await expect(owed).toHaveAttribute('href', `${agreementPath}#invoices-and-payments`);
  await project.getByText(/notice of non-payment possible until/).waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/my-projects-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);

  await owed.click();
  await homeowner.waitForURL(`**${agreementPath}#invoices-and-payments`);
  await listening(homeowner);
  const money = homeowner.getByRole('region', { name: 'Invoices and payments' });
  await money.getByRole('button', { name: 'Give a notice of non-payment for INV-0001' }).waitFor();
  await money.getByText(/not legal advice/).waitFor();
  await money.getByRole('button', { name: 'Record a payment' }).click();
  const dialog = homeowner.getByRole('dialog', { name: 'Record a payment' });
  await expect(dialog.getByRole('combobox', { name: 'Invoice it pays' })).toHaveValue(/\d+/);
  await expect(dialog.getByRole('textbox', { name: 'Amount paid ($)' })).toHaveValue('20,340');
  await expect(dialog.getByRole('combobox', { name: 'How it was paid' })).toHaveValue('e-transfer');
  await expect(dialog.getByLabel('Paid on')).toHaveValue(torontoToday());
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('CA8kR2mQ');
  await screenshot(homeowner, { path: `${SHOTS}/record-payment-390-dark.png` });
  expect(await seriousViolations(homeowner)).toEqual([]);
  await dialog.getByRole('button', { name: 'Record the payment' }).click();
  await expect(dialog).toHaveCount(0);
  const payment = money.getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: '$20,340.00 by Interac e-Transfer' });
  await payment.getByText('Waiting for the contractor to confirm').waitFor();
  await payment.getByText(/for INV-0001, reference CA8kR2mQ/).waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/payment-recorded-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);
});

test('the contractor confirms the payment arrived, and the ledger and the Jobs tab show it paid', async () => {
  const money = contractor.getByRole('region', { name: 'Invoices and payments' });
  // The recorded payment arrives live on the contractor's page.
  await money.getByRole('button', { name: 'Confirm received: $20,340.00 by Interac e-Transfer' }).click();
  const payment = money.getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: '$20,340.00 by Interac e-Transfer' });
  await payment.getByText('Confirmed received').waitFor();
  await money.getByRole('list', { name: 'Invoices' }).getByText(/paid on/).waitFor();
  const ledger = money.getByRole('table', { name: 'Where the money stands' });
  await expect(ledger.getByRole('row', { name: /Paid and confirmed/ })).toContainText('$20,340.00');
  await expect(ledger.getByRole('row', { name: /^Outstanding/ })).toContainText('$0.00');
  await expect(ledger.getByRole('row', { name: /^Holdback still kept back/ })).toContainText('$2,260.00');
  await screenshot(contractor, { path: `${SHOTS}/paid-1280-light.png`, fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);
  // The homeowner's page follows.
  await homeowner.getByRole('list', { name: 'Payments' }).getByText('Confirmed received').waitFor();

  await gotoApp(contractor, `${app.product.url}/contractor-dashboard?tab=jobs`);
  const job = contractor.getByRole('list', { name: 'Your jobs' }).getByRole('listitem').filter({ hasText: TITLE });
  await job.getByText('Nothing outstanding').waitFor();
  await screenshot(contractor, { path: `${SHOTS}/jobs-1280-light.png`, fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);
});

test('the contractor declares substantial performance, the homeowner confirms it, and the holdback’s due day shows', async () => {
  const subscribed = socketSubscribed(contractor);
  await gotoApp(contractor, `${app.product.url}${agreementPath}`);
  await subscribed;
  await listening(contractor);
  const money = contractor.getByRole('region', { name: 'Invoices and payments' });
  await money.getByRole('button', { name: 'Declare substantial performance' }).click();
  const declare = contractor.getByRole('dialog', { name: 'Declare substantial performance?' });
  await declare.getByRole('textbox', { name: 'Note to the homeowner (optional)' }).fill('Cabinets, counters and backsplash are in; two cabinet doors are back-ordered to next week.');
  await declare.getByRole('button', { name: 'Declare it' }).click();
  await money.getByText('Waiting for the homeowner to confirm it. The holdback falls due 60 days after they do.').waitFor();

  const theirs = homeowner.getByRole('region', { name: 'Invoices and payments' });
  await theirs.getByText(/two cabinet doors are back-ordered/).waitFor();
  // By keyboard: the dialog opens on Cancel, so Enter never confirms by accident; once confirmed, focus moves to
  // where substantial performance now stands (the buttons that opened the dialog are gone).
  await theirs.getByRole('button', { name: 'Confirm substantial performance' }).focus();
  await homeowner.keyboard.press('Enter');
  const confirm = homeowner.getByRole('alertdialog', { name: 'Confirm substantial performance?' });
  await confirm.getByText(/The holdback kept back, \$2,260\.00, then falls due 60 days from today/).waitFor();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await homeowner.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Confirm', exact: true })).toBeFocused();
  await homeowner.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  const due = shown(dayAfter(torontoToday(), 60));
  await theirs.getByText(`The holdback falls due on ${due}, 60 days after substantial performance was confirmed.`).waitFor();
  await expect(homeowner.locator(':focus')).toContainText('Substantial performance confirmed by you');
  await expect(theirs.getByRole('table', { name: 'Where the money stands' }).getByRole('row', { name: /^Holdback still kept back/ })).toContainText(due);
  await screenshot(homeowner, { path: `${SHOTS}/holdback-due-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);
  await money.getByText(`The holdback falls due on ${due}, 60 days after substantial performance was confirmed.`).waitFor();
  // The holdback is invoiced only once that day has come.
  await expect(money.getByRole('button', { name: 'Invoice the holdback' })).toHaveCount(0);
});

// A valid 2x2 PNG: the server checks the content, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4sSDhxIIEBggFADOOByHR7FzFAAAAAElFTkSuQmCC', 'base64');
const OPERATOR = 'disputes@gtahomepros.ca';
const UPDATE = 'Cabinets are in and level; the counters were templated this morning.';
const REASON = 'Two cabinet doors are still missing, and INV-0001 bills the cabinets as installed.';
const SAID = 'The two upper cabinet doors by the window are still not here; when will they be fitted?';
const OUTCOME = 'Riverside fits the two doors on Monday; both sides agreed by phone that nothing else is owed back.';
const WITHDRAWN = 'Riverside sent time-stamped photos of the crew at the door at 9:58; the homeowner was out.';

test('the contractor posts progress with a photo; the homeowner opens a dispute; an operator withdraws a visit’s no-show mark and settles the dispute from the console, with the whole record on one screen', async () => {
  const url = app.product.url;
  await gotoApp(contractor, `${url}${agreementPath}`);
  const record = contractor.getByRole('region', { name: 'Progress and disputes' });
  await record.getByRole('button', { name: 'Post progress' }).click();
  const post = contractor.getByRole('dialog', { name: 'Post progress' });
  await post.getByRole('combobox', { name: 'Milestone' }).selectOption('Cabinets installed and counters templated');
  await post.getByRole('textbox', { name: /What was done/ }).fill(UPDATE);
  await post.getByLabel('Attach photos').setInputFiles([{ name: 'cabinets.png', mimeType: 'image/png', buffer: PNG }]);
  await post.getByRole('img', { name: 'Photo 1 to send' }).waitFor();
  await post.getByRole('button', { name: 'Post it' }).click();
  await expect(post).toHaveCount(0);
  await record.getByText(UPDATE).waitFor();
  await record.getByRole('img', { name: 'Photo 1 of the update' }).waitFor();

  // The homeowner, on her phone in the dark theme, sees the update and opens a dispute on the invoice, with the
  // message she wrote in the thread and a photo of her own as evidence.
  await appApi(url, 'SendMessage', { input: { proposalId: hire.proposalId, body: SAID } }, hire.homeownerCookie);
  await gotoApp(homeowner, `${url}${agreementPath}`);
  const theirs = homeowner.getByRole('region', { name: 'Progress and disputes' });
  await theirs.getByText(UPDATE).waitFor();
  await theirs.getByRole('button', { name: 'Open a dispute' }).click();
  const open = homeowner.getByRole('dialog', { name: 'Open a dispute' });
  await open.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Invoice INV-0001' });
  await open.getByRole('textbox', { name: 'Amount in question (optional)' }).fill('500');
  await open.getByRole('textbox', { name: /What went wrong/ }).fill(REASON);
  // Ticked by keyboard, as the boxes are meant to be used (Space on the focused box).
  const said = open.getByRole('checkbox', { name: new RegExp(`^You, .*${SAID.slice(0, 30)}`) });
  await said.press('Space');
  await expect(said).toBeChecked();
  await open.getByLabel('Attach photos').setInputFiles([{ name: 'missing-doors.png', mimeType: 'image/png', buffer: PNG }]);
  await open.getByRole('img', { name: 'Photo 1 to send' }).waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/open-dispute-390-dark.png` });
  expect(await seriousViolations(homeowner)).toEqual([]);
  await open.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(open).toHaveCount(0);
  await theirs.getByText(REASON).waitFor();
  await theirs.getByRole('img', { name: 'Photo 1 of the dispute' }).waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/progress-and-dispute-390-dark.png`, fullPage: true });

  // A measuring visit yesterday the homeowner marked as missed: the record lists it with the operator's step.
  await runSql(
    app.product.database.url,
    `INSERT INTO site_visit (project_id, homeowner_id, contractor_id, status, options, duration_minutes, starts_at, address, no_show_party)
     SELECT project_id, homeowner_id, contractor_id, 'no-show', ARRAY[now() - interval '1 day'], 45, now() - interval '1 day', $2, 'contractor' FROM agreement WHERE project_id = $1`,
    [hire.projectId, TERMS.homeowner.workAddress],
  );

  // An operator sees the dispute with the job's whole record, and records the outcome both sides read.
  await makeOperator(app.product.database.url, OPERATOR);
  const operator = await newThemedPage(app.browser, 1280, 'light');
  await signIn(operator.context(), url, OPERATOR);
  await gotoApp(operator, `${url}/operator?tab=disputes`);
  const card = operator.getByRole('article', { name: TITLE });
  await card.getByText('Invoice INV-0001 · $500.00 in question').waitFor();
  await card.getByRole('table', { name: 'Where the money stands' }).waitFor();
  await card.getByText(/^INV-0001: \$20,340\.00 payable/).waitFor();
  await card.getByRole('img', { name: 'Photo 1 of the dispute' }).waitFor();
  await card.getByText(SAID).waitFor();
  await screenshot(operator, { path: `${SHOTS}/operator-disputes-1280-light.png`, fullPage: true });
  expect(await seriousViolations(operator)).toEqual([]);
  // The operator withdraws the no-show mark from the record, with a note both sides read.
  await card.getByRole('button', { name: 'Withdraw no-show' }).click();
  const withdraw = operator.getByRole('dialog', { name: /^Withdraw the no-show mark/ });
  await withdraw.getByRole('textbox', { name: /Note both sides read/ }).fill(WITHDRAWN);
  await withdraw.getByRole('button', { name: 'Withdraw no-show' }).click();
  await expect(withdraw).toHaveCount(0);
  await card.getByText(new RegExp(`No-show withdrawn by GTA Home Pros: ${WITHDRAWN.slice(0, 30)}`)).waitFor();
  await expect(card.getByRole('button', { name: 'Withdraw no-show' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Mark resolved' }).click();
  const settle = operator.getByRole('dialog', { name: 'Mark the dispute resolved' });
  await settle.getByRole('textbox', { name: /Note to both sides/ }).fill(OUTCOME);
  await settle.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(settle).toHaveCount(0);
  await card.getByText(new RegExp(`Outcome .*${OUTCOME.slice(0, 30)}`)).waitFor();
  await expect(card.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);

  await gotoApp(homeowner, `${url}${agreementPath}`);
  await homeowner.getByRole('region', { name: 'Progress and disputes' }).getByText(`Our team: ${OUTCOME}`).waitFor();
  await operator.context().close();
});

const NOTICE = 'The backsplash behind the range is cracked in two places and has to be redone before we pay that part.';
const NOT_RECEIVED = 'No e-Transfer of $18,840.00 has reached our account, and the reference CA9pW4nZ is not in our bank’s list.';

// The balance, in three steps (one test each, sharing the file's job: each fits its time on a loaded machine).
test('the balance: the homeowner gives a notice of non-payment for part of it, and the contractor sees it live', async () => {
  const url = app.product.url;
  await gotoApp(contractor, `${url}${agreementPath}`);
  await listening(contractor);
  const money = contractor.getByRole('region', { name: 'Invoices and payments' });
  await money.getByRole('button', { name: 'Issue an invoice' }).click();
  const dialog = contractor.getByRole('dialog', { name: 'Issue invoice INV-0002' });
  await dialog.getByRole('combobox', { name: 'Invoice for' }).selectOption({ label: 'Milestone: Balance' });
  await dialog.getByRole('textbox', { name: 'Work done or materials supplied' }).fill('Backsplash tile installed; sink and dishwasher reconnected.');
  await dialog.getByLabel('Period from').fill(dayAfter(torontoToday(), -7));
  await dialog.getByRole('textbox', { name: 'Amount before tax ($)' }).fill('20,000');
  await dialog.getByRole('button', { name: 'Issue the invoice' }).click();
  await expect(dialog).toHaveCount(0);

  // Within the 14 days, the homeowner withholds $1,500 with her reasons; the contractor's page shows it live.
  await gotoApp(homeowner, `${url}${agreementPath}`);
  await listening(homeowner);
  const theirs = homeowner.getByRole('region', { name: 'Invoices and payments' });
  await theirs.getByRole('button', { name: 'Give a notice of non-payment for INV-0002' }).click();
  const notice = homeowner.getByRole('dialog', { name: 'Give a notice of non-payment for INV-0002' });
  await notice.getByRole('textbox', { name: /Amount you will not pay/ }).fill('1,500');
  await notice.getByRole('textbox', { name: /Why/ }).fill(NOTICE);
  expect(await seriousViolations(homeowner)).toEqual([]);
  await notice.getByRole('button', { name: 'Give the notice' }).click();
  await expect(notice).toHaveCount(0);
  await theirs.getByRole('list', { name: 'Invoices' }).getByText(/notice of non-payment given on/).waitFor();
  await money.getByRole('list', { name: 'Invoices' }).getByText(/notice of non-payment given on/).waitFor();

});

test('the balance: she records the rest as paid, and the contractor says it did not arrive', async () => {
  const url = app.product.url;
  await gotoApp(contractor, `${url}${agreementPath}`);
  await listening(contractor);
  const money = contractor.getByRole('region', { name: 'Invoices and payments' });
  await gotoApp(homeowner, `${url}${agreementPath}`);
  await listening(homeowner);
  const theirs = homeowner.getByRole('region', { name: 'Invoices and payments' });
  await theirs.getByRole('button', { name: 'Record a payment' }).click();
  const pay = homeowner.getByRole('dialog', { name: 'Record a payment' });
  await pay.getByRole('textbox', { name: 'Amount paid ($)' }).fill('18,840');
  await pay.getByRole('textbox', { name: 'Reference' }).fill('CA9pW4nZ');
  await pay.getByRole('button', { name: 'Record the payment' }).click();
  await expect(pay).toHaveCount(0);
  await money.getByRole('button', { name: 'Not received: $18,840.00 by Interac e-Transfer' }).click();
  const missing = contractor.getByRole('dialog', { name: 'Payment not received?' });
  await missing.getByRole('textbox', { name: /What you found/ }).fill(NOT_RECEIVED);
  await missing.getByRole('button', { name: 'Not received' }).click();
  await expect(missing).toHaveCount(0);
  const payment = theirs.getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: '$18,840.00 by Interac e-Transfer' });
  await payment.getByText('Not received, says the contractor').waitFor();
  await payment.getByText(NOT_RECEIVED, { exact: false }).waitFor();
  await screenshot(homeowner, { path: `${SHOTS}/not-received-390-dark.png`, fullPage: true });
  expect(await seriousViolations(homeowner)).toEqual([]);

});

test('the balance: sixty days after substantial performance, the contractor invoices the holdback', async () => {
  // Time moved in the database, sixty days on Toronto's calendar (the rule's days): sixty times 24 hours across a
  // change of clocks lands on the next calendar day for an hour each evening, when the holdback is not due yet.
  const url = app.product.url;
  const money = contractor.getByRole('region', { name: 'Invoices and payments' });
  const agreementId = agreementPath.split('/').pop();
  await runSql(
    app.product.database.url,
    `UPDATE agreement SET substantial_performance_decided_at = (substantial_performance_decided_at AT TIME ZONE 'America/Toronto' - interval '60 days') AT TIME ZONE 'America/Toronto' WHERE id = $1`,
    [agreementId],
  );
  await gotoApp(contractor, `${url}${agreementPath}`);
  await money.getByRole('button', { name: 'Invoice the holdback' }).click();
  const release = contractor.getByRole('alertdialog', { name: 'Invoice the holdback?' });
  await release.getByRole('button', { name: 'Invoice the holdback' }).click();
  await expect(release).toHaveCount(0);
  await money.getByRole('list', { name: 'Invoices' }).getByRole('heading', { name: /^INV-0003/ }).waitFor();
  await expect(money.getByRole('button', { name: 'Invoice the holdback' })).toHaveCount(0);
  await screenshot(contractor, { path: `${SHOTS}/holdback-invoiced-1280-light.png`, fullPage: true });
  expect(await seriousViolations(contractor)).toEqual([]);
});
