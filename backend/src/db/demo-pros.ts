import type { CredentialKindValue } from '@marketplace/shared';

/**
 * The demo's contractors beyond the two named accounts (development only, see seed-demo.ts): every
 * trade has at least two, one west of Yonge (Toronto, Mississauga, Brampton and Vaughan) and one north
 * and east (Toronto, Markham, Vaughan and Richmond Hill), so each service x city page lists pros.
 * Each one is WSIB-cleared and insured (numbers made up in the issuers' formats); the licensed trades
 * carry their Ontario licence: ECRA/ESA for electrical work, TSSA for gas appliances.
 */
export interface DemoPro {
  key: string;
  name: string;
  email: string;
  phone: string;
  trades: number[];
  areas: string[];
  years: number;
  bio: string;
  /** The trade licence Ontario requires, when it does: kind, number, issuer. */
  licence?: [CredentialKindValue, string, string];
}

const WEST = ['toronto', 'mississauga', 'brampton', 'vaughan'];
const NORTH = ['toronto', 'markham', 'vaughan', 'richmond-hill'];
const ESA = 'Electrical Safety Authority';
const TSSA = 'Technical Standards and Safety Authority';

export const DEMO_PROS: DemoPro[] = [
  { key: 'guardline', name: 'Guardline Bollards & Barriers', email: 'quotes@guardline.demo.gtahomepros.ca', phone: '905-555-0131', trades: [1], areas: WEST, years: 11,
    bio: 'Steel and decorative bollards for storefronts, driveways and school drop-offs across Peel: core drilling, embedded and surface-mount installs, and City of Mississauga road-occupancy permits.' },
  { key: 'northfield', name: 'Northfield Site Protection', email: 'estimates@northfield.demo.gtahomepros.ca', phone: '905-555-0164', trades: [1, 5], areas: NORTH, years: 14,
    bio: 'Crash-rated and removable bollards, parking-lot barriers and small commercial fit-outs for plazas along Highway 7 and Yonge Street.' },
  { key: 'sparkle', name: 'Sparkle Maids Mississauga', email: 'book@sparklemaids.demo.gtahomepros.ca', phone: '905-555-0172', trades: [2], areas: WEST, years: 8,
    bio: 'Weekly, biweekly and move-out cleaning for condos and houses from Port Credit to Bramalea. Bonded staff, our own eco-friendly supplies.' },
  { key: 'rhclean', name: 'Richmond Hill Home Cleaning Co.', email: 'hello@rhclean.demo.gtahomepros.ca', phone: '905-555-0183', trades: [2, 10], areas: NORTH, years: 12,
    bio: 'Deep cleans, post-renovation cleanup and overnight restaurant kitchen cleaning in York Region and midtown Toronto.' },
  { key: 'hoodpros', name: 'Kitchen Hood Pros GTA', email: 'service@hoodpros.demo.gtahomepros.ca', phone: '416-555-0125', trades: [10], areas: WEST, years: 15,
    bio: 'NFPA 96 hood and duct degreasing, grease-trap service and after-hours deep cleans for restaurants on Queen West, in Square One and along Dundas.' },
  { key: 'lakefront', name: 'Lakefront Listings Media', email: 'shoots@lakefront.demo.gtahomepros.ca', phone: '647-555-0148', trades: [3, 15], areas: WEST, years: 7,
    bio: 'MLS photography, drone video, 3D tours and floor plans for agents in Toronto and Peel, plus photoreal renders of pre-construction suites.' },
  { key: 'frameplan', name: 'Frame & Floorplan Studio', email: 'book@frameplan.demo.gtahomepros.ca', phone: '905-555-0156', trades: [3], areas: NORTH, years: 9,
    bio: 'Listing photos, twilight shoots and measured floor plans for Markham, Richmond Hill and Vaughan brokerages, delivered next morning.' },
  { key: 'parkdale', name: 'Parkdale Render Studio', email: 'studio@parkdalerender.demo.gtahomepros.ca', phone: '416-555-0119', trades: [15], areas: NORTH, years: 6,
    bio: 'Exterior and interior renderings, walkthrough animations and committee-of-adjustment drawings for custom homes and laneway suites.' },
  { key: 'peelcomfort', name: 'Peel Comfort Heating & Cooling', email: 'service@peelcomfort.demo.gtahomepros.ca', phone: '905-555-0138', trades: [4], areas: WEST, years: 19,
    bio: 'Furnace, heat-pump and central-air installs and repairs, duct cleaning and Enbridge rebate paperwork in Brampton, Mississauga and the west end.',
    licence: ['tssa-gas', 'TSSA 000-7731204', TSSA] },
  { key: 'yorkair', name: 'York Region Air Systems', email: 'dispatch@yorkair.demo.gtahomepros.ca', phone: '905-555-0191', trades: [4], areas: NORTH, years: 13,
    bio: 'Cold-climate heat pumps, high-efficiency furnaces, tankless water heaters and 24-hour no-heat calls across York Region.',
    licence: ['tssa-gas', 'TSSA 000-6610958', TSSA] },
  { key: 'bloorwest', name: 'Bloor West Builders', email: 'projects@bloorwest.demo.gtahomepros.ca', phone: '416-555-0176', trades: [5, 12], areas: WEST, years: 22,
    bio: 'Additions, second storeys and custom homes in Bloor West Village, Etobicoke and Mississauga, with our own permit drawings and site supervision.' },
  { key: 'markhambuild', name: 'Markham Build Group', email: 'office@markhambuild.demo.gtahomepros.ca', phone: '905-555-0114', trades: [5, 12], areas: NORTH, years: 17,
    bio: 'Custom homes, garden suites and major renovations in Unionville, Thornhill and Richmond Hill; Tarion-registered builder.' },
  { key: 'twotrucks', name: 'Two Trucks Moving Brampton', email: 'move@twotrucks.demo.gtahomepros.ca', phone: '905-555-0127', trades: [6], areas: WEST, years: 10,
    bio: 'Local and long-distance moves, packing and piano moving for houses and condos in Peel and Toronto; fully insured crews, no hidden fees.' },
  { key: 'hwy7movers', name: 'Highway 7 Movers', email: 'quotes@hwy7movers.demo.gtahomepros.ca', phone: '905-555-0145', trades: [6], areas: NORTH, years: 9,
    bio: 'Condo moves with elevator bookings, senior downsizing and storage in Vaughan, Markham and Richmond Hill.' },
  { key: 'creditvalley', name: 'Credit Valley Landscapes', email: 'design@creditvalley.demo.gtahomepros.ca', phone: '905-555-0153', trades: [7], areas: WEST, years: 16,
    bio: 'Interlock, retaining walls, sod and planting in summer; seasonal snow plowing and salting contracts in Mississauga and Brampton.' },
  { key: 'kleinburg', name: 'Kleinburg Lawn & Snow', email: 'info@kleinburg.demo.gtahomepros.ca', phone: '905-555-0168', trades: [7], areas: NORTH, years: 12,
    bio: 'Lawn care, garden design and 24-hour snow removal for homes and plazas in Vaughan, Woodbridge and Richmond Hill.' },
  { key: 'dundaswest', name: 'Dundas West Plumbing', email: 'service@dundaswest.demo.gtahomepros.ca', phone: '416-555-0161', trades: [8], areas: WEST, years: 21,
    bio: 'Lead service line replacement, backwater valves, bathroom rough-ins and drain camera inspections; City of Toronto basement flooding subsidy work.' },
  { key: 'unionville', name: 'Unionville Plumbing & Drains', email: 'help@unionvilleplumbing.demo.gtahomepros.ca', phone: '905-555-0189', trades: [8], areas: NORTH, years: 14,
    bio: 'Water heaters, sump pumps, water softeners and emergency leak repair in Markham, Richmond Hill and north Toronto.' },
  { key: 'sparkline', name: 'Sparkline Electric', email: 'office@sparkline.demo.gtahomepros.ca', phone: '647-555-0133', trades: [9, 11], areas: WEST, years: 15,
    bio: '200-amp service upgrades, knob-and-tube replacement, pot lights and Level 2 EV chargers, every job under an ESA permit.',
    licence: ['esa-ecra-electrical', 'ECRA/ESA 7012458', ESA] },
  { key: 'maplecurrent', name: 'Maple Current Electrical', email: 'jobs@maplecurrent.demo.gtahomepros.ca', phone: '905-555-0174', trades: [9, 11], areas: NORTH, years: 11,
    bio: 'Panel upgrades, basement-suite wiring, generator hookups and EV charger installs with load calculations for York Region homes.',
    licence: ['esa-ecra-electrical', 'ECRA/ESA 7015530', ESA] },
  { key: 'portcredit', name: 'Port Credit Reno Co.', email: 'reno@portcredit.demo.gtahomepros.ca', phone: '905-555-0112', trades: [13, 14], areas: WEST, years: 13,
    bio: 'Kitchens, bathrooms and basements in Port Credit, Streetsville and Brampton, with our own painters for the finish.' },
  { key: 'thornhill', name: 'Thornhill Home Renovations', email: 'quotes@thornhillreno.demo.gtahomepros.ca', phone: '905-555-0195', trades: [13], areas: NORTH, years: 18,
    bio: 'Whole-floor renovations, basement suites with separate entrances and accessible bathrooms in Thornhill, Markham and Richmond Hill.' },
  { key: 'leaside', name: 'Leaside Painting Co.', email: 'estimates@leasidepainting.demo.gtahomepros.ca', phone: '416-555-0187', trades: [14], areas: NORTH, years: 10,
    bio: 'Interior repaints, plaster repair, kitchen cabinet refinishing and exterior brick staining in Leaside, North York and Markham.' },
];

/** Insurers the liability policies are written by, in turn. */
export const DEMO_INSURERS = ['Intact Insurance', 'Aviva Canada', 'Northbridge Insurance', 'Economical Insurance', 'Definity Insurance'];

/** The demo's homeowners: the named demo account first, then neighbours across the GTA. */
export const DEMO_HOMEOWNERS: { key: string; name: string; email: string; phone: string }[] = [
  { key: 'daniel', name: 'Daniel Okafor', email: 'daniel.okafor@demo.gtahomepros.ca', phone: '905-555-0102' },
  { key: 'meilin', name: 'Mei Lin Chen', email: 'meilin.chen@demo.gtahomepros.ca', phone: '905-555-0103' },
  { key: 'marco', name: 'Marco Rossi', email: 'marco.rossi@demo.gtahomepros.ca', phone: '905-555-0104' },
  { key: 'aisha', name: 'Aisha Khan', email: 'aisha.khan@demo.gtahomepros.ca', phone: '905-555-0105' },
  { key: 'tom', name: 'Tom Kowalski', email: 'tom.kowalski@demo.gtahomepros.ca', phone: '905-555-0106' },
  { key: 'fatima', name: 'Fatima Haddad', email: 'fatima.haddad@demo.gtahomepros.ca', phone: '416-555-0107' },
];
