import type { ProjectStatusValue } from '@marketplace/shared';

/**
 * The demo's projects (development only, see seed-demo.ts), one table a row each: who posted it,
 * what and where, its status, the bids on it, the hire (the accepted bid), the homeowner's review of
 * a finished hire and a message thread on the first bid. Every project status appears.
 */
export interface DemoBid {
  /** A key of DEMO_PROS, or 'danforth' / 'lakeshore' for the named demo contractors. */
  pro: string;
  amount: string;
  timeline: string;
  approach: string;
  status: 'pending' | 'accepted' | 'declined';
  warranty?: string;
}

export interface DemoProject {
  /** A key of DEMO_HOMEOWNERS, or 'priya' for the named demo homeowner. */
  owner: string;
  title: string;
  category: string;
  budget: string;
  timeline: string;
  urgency: 'low' | 'medium' | 'high';
  location: string;
  status: ProjectStatusValue;
  description: string;
  requirements?: string[];
  /** Days since it was posted. */
  daysAgo: number;
  bids: DemoBid[];
  estimatedCost?: string;
  /** Quality, punctuality, communication, value; the text; the contractor's reply. */
  review?: { scores: [number, number, number, number]; text: string; reply?: string };
  /** Messages on the first bid, in order: who wrote and what. */
  thread?: ['owner' | 'pro', string][];
}

export const DEMO_PROJECTS: DemoProject[] = [
  { owner: 'priya', title: 'Kitchen renovation in a Leslieville semi', category: 'Kitchen Renovation', budget: '$25,000 - $50,000', timeline: 'Within 3 months', urgency: 'medium',
    location: 'Leslieville, Toronto, ON', status: 'open', daysAgo: 3,
    description: 'Gut and rebuild a 12 x 14 ft kitchen in a 1910 semi-detached: new cabinets, quartz counters and an island with seating. The knob-and-tube wiring in the kitchen wall has to go (ESA permit).',
    requirements: ['ESA electrical permit for the new circuits', 'WSIB clearance certificate', 'Work weekdays 8am-6pm only'],
    bids: [
      { pro: 'danforth', amount: '$30,000 - $40,000', timeline: '1 month', status: 'pending', warranty: '2 years on workmanship',
        approach: 'Demolition in week one, rough-ins with ESA and building permits in week two, cabinets and counters after inspection.' },
      { pro: 'portcredit', amount: '$40,000 - $50,000', timeline: '6 weeks', status: 'pending', warranty: '3 years on workmanship',
        approach: 'Full gut, new subfloor, custom shaker cabinets from our Mississauga shop, quartz from Caesarstone, and our electrician replaces the knob-and-tube.' },
    ],
    thread: [
      ['owner', 'Thanks for the quote. Does the $30,000 - $40,000 include moving the sink under the window?'],
      ['pro', 'It does: the drain moves about four feet, which we cover in the rough-in. The one extra would be a new window, if you want a bigger one.'],
      ['owner', 'Good to know. Could you come by Saturday morning to measure?'],
    ] },
  { owner: 'priya', title: 'Basement waterproofing in Etobicoke', category: 'Basement Finishing', budget: '$10,000 - $25,000', timeline: 'Within 1 month', urgency: 'high',
    location: 'Etobicoke, Toronto, ON', status: 'in-progress', daysAgo: 20,
    description: 'Water comes in along the north wall after heavy rain. Looking for interior weeping tile, a sump pit with a battery backup, and a quote to finish the space afterwards.',
    requirements: ['City of Toronto basement flooding subsidy paperwork', 'Liability insurance of at least $2M'],
    bids: [
      { pro: 'lakeshore', amount: '$10,000 - $15,000', timeline: '2 weeks', status: 'accepted', warranty: 'Lifetime, transferable',
        approach: 'Excavate the north wall from inside, install weeping tile to a new sump pit with a battery backup pump, then seal and backfill.' },
      { pro: 'dundaswest', amount: '$15,000 - $20,000', timeline: '3 weeks', status: 'declined',
        approach: 'Backwater valve and sump first, then interior weeping tile along the north and west walls, with the subsidy forms filed for you.' },
    ],
    thread: [
      ['pro', 'The crew starts Monday at 8. Please clear about three feet along the north wall.'],
      ['owner', 'Done. The furnace room door sticks; just lift it a little.'],
    ] },
  { owner: 'daniel', title: 'Furnace and central air replacement in Brampton', category: 'HVAC', budget: '$5,000 - $10,000', timeline: 'Within 1 week', urgency: 'high',
    location: 'Springdale, Brampton, ON', status: 'completed', daysAgo: 90,
    description: 'Our 22-year-old furnace failed its inspection. Replace it and the central air in a 2,000 sq ft detached house, and help with the Enbridge rebate.',
    bids: [{ pro: 'peelcomfort', amount: '$8,000 - $9,500', timeline: '1-2 days', status: 'accepted', warranty: '10 years parts, 2 years labour',
      approach: 'Remove the old units, install a 96% two-stage furnace and a 2.5 ton heat pump, TSSA inspection and rebate paperwork included.' }],
    review: { scores: [5, 5, 5, 4], text: 'Installed in one day, cleaned up after themselves and filed the Enbridge rebate for us. The house is quieter and warmer.',
      reply: 'Thank you, Daniel. Call us for the first maintenance visit next fall.' } },
  { owner: 'meilin', title: '200-amp panel upgrade and EV charger in Markham', category: 'Electrical', budget: '$5,000 - $10,000', timeline: 'Within 1 month', urgency: 'medium',
    location: 'Unionville, Markham, ON', status: 'completed', daysAgo: 75,
    description: 'Upgrade a 100-amp panel to 200 amps and install a Level 2 charger in the garage for a new EV. ESA permit required.',
    bids: [{ pro: 'maplecurrent', amount: '$6,500 - $7,500', timeline: '3-5 days', status: 'accepted', warranty: '5 years on workmanship',
      approach: 'Alectra disconnect booked, new 200-amp panel and mast, a 48-amp charger circuit to the garage, ESA inspection before reconnection.' }],
    review: { scores: [5, 4, 5, 5], text: 'They coordinated the Alectra disconnect and the ESA inspection themselves. The charger was working the same evening.' } },
  { owner: 'marco', title: 'Interlock driveway in Woodbridge', category: 'Landscaping', budget: '$10,000 - $25,000', timeline: 'Within 3 months', urgency: 'low',
    location: 'Woodbridge, Vaughan, ON', status: 'completed', daysAgo: 120,
    description: 'Replace a cracked asphalt driveway (about 800 sq ft) with interlock and a soldier-course border, and regrade so water drains to the street.',
    bids: [{ pro: 'kleinburg', amount: '$16,000 - $19,000', timeline: '1 week', status: 'accepted', warranty: '5 years against sinking',
      approach: 'Excavate 12 inches, compacted granular base, Unilock pavers with polymeric sand, and a new slope toward the street.' }],
    review: { scores: [4, 3, 4, 4], text: 'Beautiful driveway and solid base. The start slipped by a week because of rain, but they told us every day.' } },
  { owner: 'aisha', title: 'Main bathroom renovation in Streetsville', category: 'Bathroom Renovation', budget: '$10,000 - $25,000', timeline: 'Within 3 months', urgency: 'medium',
    location: 'Streetsville, Mississauga, ON', status: 'completed', daysAgo: 150,
    description: 'Turn the tub into a curbless walk-in shower, new vanity and heated floor in a 5 x 9 ft bathroom of a 1980s townhouse.',
    bids: [{ pro: 'portcredit', amount: '$18,000 - $22,000', timeline: '3 weeks', status: 'accepted', warranty: '3 years on workmanship',
      approach: 'Schluter waterproofing, linear drain, electric floor heat on its own GFCI circuit, and porcelain tile to the ceiling.' }],
    review: { scores: [5, 5, 4, 5], text: 'Finished on the day they promised and the shower is perfect. Worth every dollar.', reply: 'Enjoy the warm floors, Aisha!' } },
  { owner: 'tom', title: 'Legal basement suite in Oak Ridges', category: 'Basement Finishing', budget: '$50,000 - $100,000', timeline: 'Within 6 months', urgency: 'low',
    location: 'Oak Ridges, Richmond Hill, ON', status: 'completed', daysAgo: 240,
    description: 'Finish a 900 sq ft basement as a legal second unit: separate entrance, kitchenette, bathroom, fire separation and egress windows, with the Richmond Hill permit.',
    bids: [{ pro: 'thornhill', amount: '$75,000 - $85,000', timeline: '10 weeks', status: 'accepted', warranty: '2 years, Tarion-style',
      approach: 'Permit drawings first, then the side entrance and egress windows, framing with Roxul between units, and final fire inspection.' }],
    review: { scores: [5, 4, 5, 4], text: 'They handled the permit and the fire inspection. Our tenant moved in on the first of the month as planned.' } },
  { owner: 'fatima', title: 'Lead water service replacement in Roncesvalles', category: 'Plumbing', budget: '$5,000 - $10,000', timeline: 'Within 1 month', urgency: 'high',
    location: 'Roncesvalles, Toronto, ON', status: 'completed', daysAgo: 60,
    description: 'The city replaced its side of the lead pipe; we need the private side from the property line to the meter replaced with copper.',
    bids: [{ pro: 'dundaswest', amount: '$5,500 - $6,500', timeline: '1-2 days', status: 'accepted', warranty: '5 years',
      approach: 'Trenchless pull from the curb box to the basement, new copper line, new main shut-off and a restored front lawn.' }],
    review: { scores: [5, 5, 5, 5], text: 'Trenchless, so the front garden survived. In and out in a day, with the city paperwork done.' } },
  { owner: 'priya', title: 'Interior repaint of a Leslieville semi', category: 'Painting', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'low',
    location: 'Leslieville, Toronto, ON', status: 'completed', daysAgo: 200,
    description: 'Walls and ceilings on the main and second floors (about 1,400 sq ft), some plaster cracks to fix first.',
    bids: [{ pro: 'leaside', amount: '$4,200', timeline: '1 week', status: 'accepted',
      approach: 'Plaster repair and primer on the cracks, two coats of Benjamin Moore Regal on the walls, flat ceiling white.' }],
    review: { scores: [4, 5, 4, 5], text: 'Careful with the old plaster and the trim. Good value for a whole house.' } },
  { owner: 'daniel', title: 'Moving a family of five from Brampton to Mississauga', category: 'Moving Solutions', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'medium',
    location: 'Heart Lake, Brampton, ON', status: 'completed', daysAgo: 45,
    description: 'Four-bedroom house, a piano and a garage full of tools, moving to Meadowvale on the last Saturday of the month.',
    bids: [{ pro: 'twotrucks', amount: '$2,400 - $2,900', timeline: '1-2 days', status: 'accepted',
      approach: 'Two trucks and five movers, packing the kitchen the day before, piano dolly and padding for the upright.' }],
    review: { scores: [5, 5, 4, 5], text: 'Nothing broken, including the piano. The crew was fast and friendly.' } },
  { owner: 'meilin', title: 'Listing photos and floor plan for a Markham townhouse', category: 'Real Estate Photography & Videography', budget: '$1,000 - $5,000', timeline: 'Within 1 week', urgency: 'high',
    location: 'Cornell, Markham, ON', status: 'completed', daysAgo: 30,
    description: 'Three-storey freehold townhouse going on MLS next week: photos, a twilight exterior and a measured floor plan.',
    bids: [{ pro: 'frameplan', amount: '$1,100', timeline: '1-2 days', status: 'accepted',
      approach: '35 edited photos, two twilight shots and an iGuide floor plan with room sizes, delivered the next morning.' }],
    review: { scores: [5, 5, 5, 5], text: 'Photos were ready at 8 the next morning and the house sold in nine days.' } },
  { owner: 'aisha', title: 'Move-out deep clean of a Mississauga condo', category: 'Cleaning', budget: '$1,000 - $5,000', timeline: 'Within 1 week', urgency: 'medium',
    location: 'City Centre, Mississauga, ON', status: 'completed', daysAgo: 25,
    description: 'Two-bedroom condo near Square One: inside the appliances and cupboards, windows and balcony, before the final walk-through.',
    bids: [{ pro: 'sparkle', amount: '$1,000', timeline: '1-2 days', status: 'accepted',
      approach: 'Three cleaners for one day, appliances and cabinets inside and out, balcony and windows, with a checklist for the property manager.' }],
    review: { scores: [5, 4, 5, 4], text: 'We got our full deposit back. They even cleaned behind the fridge.' } },
  { owner: 'marco', title: 'Renderings for a custom home in Kleinburg', category: 'Architectural Visualization', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'low',
    location: 'Kleinburg, Vaughan, ON', status: 'completed', daysAgo: 100,
    description: 'Four exterior and three interior renderings from our architect’s drawings, for the committee of adjustment and our lender.',
    bids: [{ pro: 'parkdale', amount: '$3,600', timeline: '2 weeks', status: 'accepted',
      approach: 'Model from the CAD set, two rounds of changes, daytime and dusk exteriors, and a kitchen, great room and primary suite.' }],
    review: { scores: [5, 4, 5, 4], text: 'The committee understood the design at a glance. Quick to make our changes.' } },
  { owner: 'fatima', title: 'Level 2 EV charger in a Little Italy garage', category: 'Electrical', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'medium',
    location: 'Little Italy, Toronto, ON', status: 'completed', daysAgo: 40,
    description: 'Install a 40-amp charger in a detached garage at the back of the lot, about 60 feet from the panel.',
    bids: [{ pro: 'sparkline', amount: '$2,800 - $3,200', timeline: '1-2 days', status: 'accepted', warranty: '3 years on workmanship',
      approach: 'Load calculation first, then a buried feed in conduit to the garage, the charger on its own breaker, ESA permit and inspection.' }],
    review: { scores: [5, 5, 5, 4], text: 'Clear quote, permit pulled, inspected within the week. The trench was barely visible a month later.' } },
  { owner: 'tom', title: 'Water heater and sump pump replacement', category: 'Plumbing', budget: '$1,000 - $5,000', timeline: 'ASAP', urgency: 'high',
    location: 'Mill Pond, Richmond Hill, ON', status: 'completed', daysAgo: 15,
    description: 'The rented water heater is leaking and the sump pump runs constantly. Replace both and get us out of the rental contract.',
    bids: [{ pro: 'unionville', amount: '$3,900', timeline: '1-2 days', status: 'accepted', warranty: '10 years on the tank',
      approach: 'Owned 50-gallon power-vented tank, new sump pump with a check valve and a high-water alarm, and the rental return letter.' }],
    review: { scores: [4, 5, 5, 4], text: 'Came the same afternoon for the leak and came back the next day for the rest.' } },
  { owner: 'fatima', title: 'Kitchen hood and duct cleaning for a Queen West café', category: 'Restaurant Cleaning', budget: '$1,000 - $5,000', timeline: 'Within 1 week', urgency: 'medium',
    location: 'Queen West, Toronto, ON', status: 'completed', daysAgo: 70,
    description: 'Hood, ducts and exhaust fan degreased to NFPA 96 before the fire inspection, overnight so the café opens as usual.',
    bids: [{ pro: 'hoodpros', amount: '$1,400', timeline: '1-2 days', status: 'accepted',
      approach: 'Overnight crew, hood to roof fan, before-and-after photos and a certificate sticker for the inspector.' }],
    review: { scores: [5, 5, 4, 5], text: 'Passed the fire inspection without a note. Kitchen was spotless when we opened.' } },
  { owner: 'daniel', title: 'Two bollards at a Brampton corner lot', category: 'Security Bollards + Installation', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'low',
    location: 'Springdale, Brampton, ON', status: 'completed', daysAgo: 130,
    description: 'Cars cut the corner into our garage twice. Two steel bollards with decorative covers at the edge of the driveway.',
    bids: [{ pro: 'guardline', amount: '$2,200', timeline: '1-2 days', status: 'accepted',
      approach: 'Locates called, core-drill the driveway, 6-inch steel posts set four feet in concrete, black covers.' }],
    review: { scores: [5, 5, 5, 5], text: 'Done in one morning and they look good. No more cars in the garage door.' } },
  { owner: 'meilin', title: 'Garden suite in an Unionville backyard', category: 'Custom Build', budget: 'Over $100,000', timeline: 'Within 6 months', urgency: 'low',
    location: 'Unionville, Markham, ON', status: 'in-progress', daysAgo: 80,
    description: 'A 550 sq ft one-bedroom garden suite for my parents, with its own services and a covered porch.',
    bids: [{ pro: 'markhambuild', amount: '$175,000 - $200,000', timeline: '4 months', status: 'accepted', warranty: '1-2-7 years, Tarion-style',
      approach: 'Permit drawings, helical piles, SIP walls for speed, and services trenched from the house.' }],
    thread: [['pro', 'The framing inspection passed this morning. Roof trusses arrive Thursday.'], ['owner', 'Wonderful. My parents want to visit the site on Sunday, is that safe?'], ['pro', 'Yes, after 11. Hard hats are in the trailer.']] },
  { owner: 'tom', title: 'Cold-climate heat pump for a Richmond Hill bungalow', category: 'HVAC', budget: '$10,000 - $25,000', timeline: 'Within 3 months', urgency: 'medium',
    location: 'Oak Ridges, Richmond Hill, ON', status: 'pending', daysAgo: 12,
    description: 'Replace the oil furnace with a cold-climate heat pump and an electric backup; we are waiting for the Home Renovation Savings rebate approval.',
    bids: [{ pro: 'yorkair', amount: '$16,000 - $19,000', timeline: '3-5 days', status: 'accepted',
      approach: 'Heat-loss calculation, a 3-ton cold-climate heat pump, oil tank removal and the rebate paperwork.' }] },
  { owner: 'marco', title: 'Kitchen renovation in a Maple detached house', category: 'Kitchen Renovation', budget: '$25,000 - $50,000', timeline: 'Within 3 months', urgency: 'medium',
    location: 'Maple, Vaughan, ON', status: 'estimated', daysAgo: 18, estimatedCost: '$42,000',
    description: 'Open the wall between the kitchen and dining room (beam needed), new cabinets to the ceiling and a 10-foot island.',
    bids: [{ pro: 'bloorwest', amount: '$38,000 - $45,000', timeline: '6 weeks', status: 'accepted',
      approach: 'Engineer’s beam drawing and permit, flush beam, then cabinets, island and quartz; we keep a temporary kitchen in the basement.' }] },
  { owner: 'fatima', title: 'Front windows and door in a Little Italy row house', category: 'Windows & Doors', budget: '$10,000 - $25,000', timeline: 'Within 3 months', urgency: 'low',
    location: 'Little Italy, Toronto, ON', status: 'awaiting-estimation', daysAgo: 8,
    description: 'Replace three front windows and the front door with triple-pane units that match the heritage look of the street.',
    bids: [{ pro: 'danforth', amount: '$12,000 - $16,000', timeline: '2 weeks', status: 'accepted',
      approach: 'Site measure first, heritage-style wood-clad windows, and the door with a new sill and weatherstripping.' }] },
  { owner: 'daniel', title: 'Seasonal snow removal for a Brampton driveway', category: 'Landscaping', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'medium',
    location: 'Springdale, Brampton, ON', status: 'open', daysAgo: 2,
    description: 'Plowing and salting for a double driveway and the walkway, November to April, cleared by 7 am on work days.',
    bids: [{ pro: 'creditvalley', amount: '$1,200', timeline: '1 week', status: 'pending',
      approach: 'Plow at 5 cm, salt and walkway shovelling included, unlimited visits for the season.' }],
    thread: [['owner', 'Does the price include the city windrow at the end of the driveway?'], ['pro', 'Yes, we clear the windrow on every visit.']] },
  { owner: 'meilin', title: 'Deep clean before moving into a Markham house', category: 'Cleaning', budget: '$1,000 - $5,000', timeline: 'Within 1 week', urgency: 'high',
    location: 'Berczy Village, Markham, ON', status: 'open', daysAgo: 1,
    description: 'Four-bedroom house after the sellers moved out: kitchen, bathrooms, floors, windows inside and the basement.',
    bids: [{ pro: 'rhclean', amount: '$1,100', timeline: '1-2 days', status: 'pending',
      approach: 'A team of four for one day, degreasing the kitchen, descaling the bathrooms, and steam on the floors.' }] },
  { owner: 'marco', title: 'Pot lights through the main floor in Vaughan', category: 'Electrical', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'low',
    location: 'Maple, Vaughan, ON', status: 'open', daysAgo: 4,
    description: 'Twenty 4-inch LED pot lights in the living room, dining room and hallway, on dimmers, with an ESA permit.',
    bids: [
      { pro: 'maplecurrent', amount: '$3,400', timeline: '1-2 days', status: 'pending', approach: 'Fish wires through the attic where we can, patch and prime every opening, three dimmer zones.' },
      { pro: 'sparkline', amount: '$3,900', timeline: '3-5 days', status: 'pending', approach: 'Slim canless LEDs, smart dimmers, drywall patching and paint-ready finish, ESA permit included.' },
    ] },
  { owner: 'aisha', title: 'Exterior repaint of a Mississauga townhouse', category: 'Painting', budget: '$5,000 - $10,000', timeline: 'Within 3 months', urgency: 'low',
    location: 'Meadowvale, Mississauga, ON', status: 'open', daysAgo: 6,
    description: 'Siding, trim, garage door and front door; the condo board has approved two colours.',
    bids: [{ pro: 'portcredit', amount: '$6,800', timeline: '1 week', status: 'pending', approach: 'Power wash, scrape and prime the trim, two coats of Sherwin-Williams Duration in the approved colours.' }] },
  { owner: 'tom', title: 'Moving a condo from Richmond Hill to Vaughan', category: 'Moving Solutions', budget: '$1,000 - $5,000', timeline: 'Within 1 month', urgency: 'low',
    location: 'Mill Pond, Richmond Hill, ON', status: 'cancelled', daysAgo: 35,
    description: 'One-bedroom condo, elevator booking on both ends. Cancelled: the closing date moved to next year.',
    bids: [{ pro: 'hwy7movers', amount: '$1,100', timeline: '1-2 days', status: 'declined', approach: 'Three movers and one truck, elevator pads and wardrobe boxes included.' }] },
];
