import { IMG } from '../images';
import type { Service } from '../types';
import { GTA_CLIMATE, processSteps } from './build';

/**
 * The six core trade services (ids 1-6): plumbing, electrical, hvac,
 * landscaping, cleaning, general-contracting.
 */
export const CORE_SERVICES: Service[] = [
  {
    id: 1,
    name: 'Plumbing',
    slug: 'plumbing',
    category: 'Plumbing Services',
    description: 'Licensed plumbers for leaks, drains, fixtures, water heaters and flood protection, with 24/7 emergency response.',
    detailedDescription:
      'From a dripping tap to a full bathroom rough-in, our verified plumbers hold Ontario Certificates of Qualification, pull the municipal plumbing permit when one is needed and leave a clean, tested installation. We also install the backwater valves and sump pumps that qualify for the City of Toronto’s flood-protection subsidy.',
    ...processSteps([
      ['Diagnosis and Quote', 'A licensed plumber inspects the problem, runs a camera down the drain if needed, and gives you a written, itemised price before any work starts.'],
      ['Permits and Planning', 'For new fixtures, moved drains, backwater valves or water-service work, we apply for the municipal plumbing permit and plan the shut-offs around your household.'],
      ['Professional Installation', 'Work is done to the Ontario Building Code with quality fittings, proper venting and slope, and protection for your floors and finishes.'],
      ['Testing and Inspection', 'Every line is pressure- or flow-tested, the municipal inspection is booked where required, and you get photos of anything that will be closed into walls.'],
    ]),
    commonProjects: ['Leak and burst-pipe repair', 'Drain clearing and camera inspection', 'Water heater and tankless installation', 'Backwater valve and sump pump installation', 'Bathroom and kitchen rough-ins', 'Lead water service replacement'],
    averageTimeframe: '1-3 days',
    popularityRank: 1,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: true,
    icon: 'Wrench',
    heroImage: IMG.hero,
    heroImageAlt: 'Plumber fitting new copper and PEX supply lines under a bathroom vanity',
    seoMetaDescription:
      'Licensed plumbers in [LOCATION] for leaks, drains, water heaters, backwater valves and 24/7 emergencies. Compare free quotes from verified local pros.',
    localConsiderations: {
      climateFactors: [
        'Pipes in exterior walls, crawl spaces and garages freeze and split during cold snaps around -20°C.',
        GTA_CLIMATE.stormRain,
        'Lake Ontario supplies moderately hard water; parts of York Region on groundwater are harder, which shortens water-heater life without softening.',
      ],
      regulations: [
        'Plumbing is a compulsory trade in Ontario: plumbers need a Certificate of Qualification, and apprentices work under one.',
        'A municipal plumbing permit is required to add or relocate fixtures, change drains or install a backwater valve; the work is inspected under the Ontario Building Code.',
        'The City of Toronto’s Basement Flooding Protection Subsidy can cover part of a backwater valve, sump pump or storm-connection severance; the plumber must hold a valid City of Toronto business licence and the work needs a permit and inspection.',
        'Gas connections to water heaters and appliances must be made by a TSSA-certified gas technician.',
      ],
      popularMaterials: ['PEX supply lines with manifold shut-offs', 'ABS drain pipe', 'Type L copper for mains', 'Tankless and high-efficiency condensing water heaters', 'Normally-open backwater valves with alarms'],
      challenges: [
        'Pre-1950s Toronto homes may still have a lead water service; the City replaces the public side, the owner is responsible for the private side.',
        'Cast-iron stacks and clay sewer laterals in older neighbourhoods crack and let in tree roots.',
        'Condo plumbing work needs riser shut-downs booked through building management.',
      ],
    },
  },
  {
    id: 2,
    name: 'Electrical',
    slug: 'electrical',
    category: 'Electrical Services',
    description: 'ESA-licensed electricians for panel upgrades, rewiring, lighting, EV chargers and safety repairs.',
    detailedDescription:
      'Older GTA homes were wired for a fraction of today’s loads. Our licensed electrical contractors upgrade services, replace knob-and-tube and aluminium branch wiring, add circuits for kitchens, heat pumps and EV chargers, and file the Electrical Safety Authority notification on every job so you receive proof of a passed inspection.',
    ...processSteps([
      ['Safety Assessment', 'An electrician checks your panel, grounding and wiring, calculates the load for what you want to add, and explains the options in plain language.'],
      ['ESA Notification and Utility Coordination', 'We file the notification of work with the Electrical Safety Authority and, for service upgrades, book the disconnect and reconnect with your local utility.'],
      ['Code-Compliant Installation', 'Wiring, devices and panels are installed to the Ontario Electrical Safety Code, with AFCI and GFCI protection where required and tidy, labelled circuits.'],
      ['Inspection and Certificate', 'ESA inspects the work and issues a certificate of acceptance, which your insurer may ask for.'],
    ]),
    commonProjects: ['100 A to 200 A service upgrades', 'Knob-and-tube replacement', 'Pot lights and lighting design', 'Renovation and basement suite wiring', 'Level 2 EV charger circuits', 'Generator and surge protection'],
    averageTimeframe: '1-3 days',
    popularityRank: 2,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: true,
    icon: 'Zap',
    heroImage: IMG.hero,
    heroImageAlt: 'Electrician connecting breakers in a new 200 amp panel',
    seoMetaDescription:
      'ESA-licensed electricians in [LOCATION] for panel upgrades, knob-and-tube replacement, pot lights and EV chargers. Get free quotes from verified pros.',
    localConsiderations: {
      climateFactors: [
        'Ice storms and summer thunderstorms cause outages; whole-home surge protection and standby generators are common requests.',
        'Heat pumps and central air add large summer and winter loads to older 60 A and 100 A services.',
        'Outdoor receptacles and fixtures need weatherproof covers rated for snow, ice and road-salt spray.',
      ],
      regulations: [
        'Electrical work must meet the Ontario Electrical Safety Code, and a notification of work (permit) must be filed with the Electrical Safety Authority (ESA).',
        'Anyone paid to do electrical work must be an ESA-Licensed Electrical Contractor (LEC); you can check a licence number on ESA’s website.',
        'Electrician is a compulsory trade in Ontario; the licensed contractor’s workers must hold or be apprenticing for a Certificate of Qualification.',
        'Service upgrades are coordinated with the local utility (Toronto Hydro, Alectra Utilities, Elexicon Energy and others).',
      ],
      popularMaterials: ['200 A panels with AFCI/GFCI breakers', 'Slim LED pot lights rated for insulation contact', 'Smart switches (neutral wire required)', 'Whole-home surge protectors', 'EV energy management devices'],
      challenges: [
        'Knob-and-tube wiring in pre-1940s Toronto homes can make home insurance hard to obtain until it is replaced.',
        'Aluminium branch wiring from the late 1960s and 1970s needs approved connectors or replacement.',
        'Fishing new wire through lath-and-plaster walls without damaging original mouldings takes skill and time.',
      ],
    },
  },
  {
    id: 3,
    name: 'HVAC',
    slug: 'hvac',
    category: 'HVAC Services',
    description: 'Furnaces, air conditioners, cold-climate heat pumps and ventilation, sized correctly and installed by certified technicians.',
    detailedDescription:
      'Heating and cooling are the biggest energy costs in a GTA home. Our HVAC contractors size equipment with a proper heat-loss and heat-gain calculation, install high-efficiency furnaces, central air and cold-climate heat pumps, and help you apply for current Ontario rebates. Gas work is always done by TSSA-certified technicians.',
    ...processSteps([
      ['Load Calculation', 'We measure the house and calculate room-by-room heating and cooling loads so the new system is sized for your home, not copied from the old label.'],
      ['System Design and Rebates', 'You get options, from a high-efficiency furnace to a dual-fuel or all-electric heat pump, with running-cost estimates and the rebates each qualifies for.'],
      ['Installation', 'Certified technicians install the equipment, gas piping, venting and refrigerant lines, with permits and ESA notification where required.'],
      ['Commissioning and Maintenance', 'We test gas pressure, airflow, refrigerant charge and safety controls, set up your thermostat and schedule yearly maintenance.'],
    ]),
    commonProjects: ['Furnace replacement', 'Central air conditioning', 'Cold-climate air-source heat pumps', 'Ductless mini-splits for additions and top floors', 'HRV/ERV ventilation', 'Humidifier and air-filtration upgrades'],
    averageTimeframe: '1-2 days',
    popularityRank: 3,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: true,
    icon: 'Wind',
    heroImage: IMG.hero,
    heroImageAlt: 'HVAC technician commissioning a cold-climate heat pump beside a house',
    seoMetaDescription:
      'Furnace, air conditioning and heat pump installation in [LOCATION] by TSSA-certified technicians. Free quotes, proper sizing and rebate help.',
    localConsiderations: {
      climateFactors: [
        'Winter design temperatures around -18°C to -20°C mean heat pumps must be cold-climate models or paired with a furnace.',
        GTA_CLIMATE.humidSummer,
        'Outdoor units need to sit above drifting snow and away from roof drip lines that form ice.',
      ],
      regulations: [
        'Installing or servicing gas appliances requires a TSSA-certified gas technician working for a TSSA-registered contractor.',
        'Handling refrigerants requires an Ozone Depletion Prevention certificate under Ontario Regulation 463/10.',
        'Many GTA municipalities require a building permit for new or altered HVAC systems and ductwork; check with your city before work starts.',
        'Ontario’s Home Renovation Savings Program offers rebates on qualifying heat pumps; amounts depend on the equipment and your current heating fuel.',
      ],
      popularMaterials: ['96-98% AFUE two-stage and modulating furnaces', 'Cold-climate variable-speed heat pumps', 'Smart thermostats with outdoor sensors', 'MERV 11-13 media filters', 'Heat recovery ventilators'],
      challenges: [
        'Undersized return ducts in older homes limit how much heat or cooling a new system can deliver.',
        'Third floors and additions are often beyond the reach of existing ductwork.',
        'Townhouses and semis need careful outdoor-unit placement to respect setbacks and neighbours’ windows.',
      ],
    },
  },
  {
    id: 4,
    name: 'Landscaping',
    slug: 'landscaping',
    category: 'Outdoor Services',
    description: 'Garden design, interlock patios, retaining walls, decks and planting built for GTA soil and winters.',
    detailedDescription:
      'A good landscape in the GTA has to handle clay soil, freeze-thaw and summer storms. Our landscapers design and build patios, walkways, retaining walls, decks and planting plans that drain properly, survive road salt and look good for more than one season.',
    ...processSteps([
      ['Site Visit and Design', 'A designer measures the yard, checks grades, drainage, sun and trees, and draws a plan with a plant list and a budget.'],
      ['Locates and Approvals', 'We request free utility locates through Ontario One Call and check tree-bylaw, conservation-authority and permit requirements before anyone digs.'],
      ['Construction', 'Excavation, compacted granular base, hardscape and structures are built to last through frost, followed by soil preparation and planting.'],
      ['Care and Warranty', 'You get a watering and care schedule for the first season, and hardscape and plant warranties in writing.'],
    ]),
    commonProjects: ['Interlock and natural-stone patios', 'Retaining walls and grading', 'Decks and pergolas', 'Garden design and planting', 'Sod and lawn renovation', 'Drainage and rain gardens'],
    averageTimeframe: '1-4 weeks',
    popularityRank: 6,
    seasonalDemand: 'spring-fall',
    certificationRequired: false,
    emergencyAvailable: false,
    icon: 'Trees',
    heroImage: IMG.hero,
    heroImageAlt: 'Landscaped backyard with an interlock patio, stone steps and perennial gardens',
    seoMetaDescription:
      'Landscaping in [LOCATION]: patios, interlock, retaining walls, decks and garden design built for GTA winters. Compare free quotes from local pros.',
    localConsiderations: {
      climateFactors: [GTA_CLIMATE.freezeThaw, GTA_CLIMATE.clay, GTA_CLIMATE.roadSalt, 'USDA hardiness zone about 6a-6b in the city, colder in northern York Region; plants must be chosen accordingly.'],
      regulations: [
        'Ontario One Call must be contacted for free utility locates before digging; the law requires it and locates are provided within five business days.',
        'Toronto’s private tree bylaw requires a permit to injure or remove a tree 30 cm or more in diameter measured 1.4 m above ground, and any City-owned tree; other GTA municipalities have their own thresholds.',
        'Work in or near ravines and watercourses may need a permit from the Toronto and Region Conservation Authority (TRCA) or Credit Valley Conservation.',
        'Ontario’s cosmetic pesticide ban limits what can be sprayed on lawns and gardens.',
      ],
      popularMaterials: ['Concrete and permeable interlocking pavers', 'Armour stone and flagstone', 'Capped composite and cedar decking', 'Ontario native perennials and grasses', 'Salt-tolerant shrubs for boulevards'],
      challenges: ['Regrading so water runs away from foundations on tight urban lots', 'Protecting mature tree roots during excavation', 'Narrow side yards that limit machine access in older neighbourhoods'],
    },
  },
  {
    id: 5,
    name: 'Cleaning',
    slug: 'cleaning',
    category: 'Cleaning Services',
    description: 'Recurring home cleaning, deep cleans, move-in/move-out, office and post-construction cleaning by insured crews.',
    detailedDescription:
      'Insured, background-checked cleaners for condos, houses and businesses across the GTA. Book a one-time deep clean, a recurring weekly or bi-weekly visit, a move-out clean that gets your deposit back, or a post-renovation clean that removes every trace of drywall dust.',
    ...processSteps([
      ['Tell Us About the Space', 'Share the size, number of rooms and what matters most to you; you get a fixed quote, not an open-ended hourly rate.'],
      ['Custom Checklist', 'We agree on a room-by-room checklist, products (including fragrance-free or eco-certified) and access details such as concierge or lockbox.'],
      ['The Clean', 'A uniformed, insured crew arrives with supplies and equipment, including HEPA vacuums for dust-heavy jobs.'],
      ['Walkthrough and Follow-Up', 'We check the work against the checklist; if anything is missed, we come back within 24 hours at no charge.'],
    ]),
    commonProjects: ['Bi-weekly home cleaning', 'Spring and fall deep cleans', 'Move-in and move-out cleaning', 'Post-renovation cleaning', 'Office and clinic cleaning', 'Window and appliance cleaning'],
    averageTimeframe: '2-8 hours',
    popularityRank: 5,
    seasonalDemand: 'year-round',
    certificationRequired: false,
    emergencyAvailable: false,
    icon: 'Sparkles',
    heroImage: IMG.hero,
    heroImageAlt: 'Professional cleaner vacuuming a bright living room',
    seoMetaDescription:
      'House, condo, office and post-construction cleaning in [LOCATION] by insured, background-checked crews. Fixed prices and free quotes.',
    localConsiderations: {
      climateFactors: ['Winter brings road salt and slush into entrances; salt residue needs specific floor cleaners to protect hardwood and stone.', 'Spring pollen and construction dust make spring and fall deep cleans the busiest times of year.', 'Humid summers encourage mould in bathrooms and basements without good ventilation.'],
      regulations: [
        'Cleaning companies should carry WSIB coverage and commercial general liability insurance; ask for a WSIB clearance certificate for commercial contracts.',
        'Cleaning chemicals must be handled under WHMIS with safety data sheets available on site.',
        'Condo buildings usually require a certificate of insurance and registration with the concierge before crews are admitted.',
      ],
      popularMaterials: ['Eco-certified and fragrance-free products', 'HEPA-filter vacuums', 'Microfibre systems', 'pH-neutral floor cleaners for salt residue'],
      challenges: ['Condo parking and loading-dock access downtown', 'Fine drywall dust that spreads through ductwork after renovations', 'Coordinating move-out cleans with tight closing dates'],
    },
    serviceTypes: [
      { name: 'Residential Cleaning', description: 'Weekly, bi-weekly or monthly cleaning of houses and condos, with the same cleaner each visit wherever possible.', image: IMG.step },
      { name: 'Deep Cleaning', description: 'Top-to-bottom cleaning including baseboards, inside appliances, cabinet fronts and light fixtures; ideal each spring and fall.', image: IMG.step },
      { name: 'Move-In/Move-Out Cleaning', description: 'Empty-home cleaning of every cabinet, closet and appliance so landlords, buyers and new owners find it spotless.', image: IMG.step },
      { name: 'Post-Construction Cleaning', description: 'Removal of drywall dust, paint spatter, stickers and debris after a renovation, with HEPA vacuums and vent cleaning.', image: IMG.step },
      { name: 'Commercial Cleaning', description: 'After-hours cleaning of offices, clinics and retail spaces on a contract, with supervisor sign-off.', image: IMG.step },
    ],
  },
  {
    id: 6,
    name: 'General Contracting',
    slug: 'general-contracting',
    category: 'Construction Services',
    description: 'One accountable contractor for kitchens, basements, additions and whole-home renovations, from permit to final inspection.',
    detailedDescription:
      'A general contractor manages the design team, permits, trades, materials, schedule and inspections so you deal with one company and one contract. Our verified GTA general contractors carry WSIB coverage and liability insurance, give fixed-price or clearly itemised quotes, and keep you updated every week.',
    ...processSteps([
      ['Consultation and Estimate', 'We visit, discuss goals and budget, and provide a detailed estimate with allowances and a realistic schedule.'],
      ['Design and Permits', 'Drawings are prepared by a qualified designer or engineer, and the contractor applies for the building permit and any condo or heritage approvals.'],
      ['Construction Management', 'Licensed trades are scheduled in sequence, inspections are booked at each stage, and you get weekly updates and photos.'],
      ['Final Walkthrough and Warranty', 'We complete a deficiency list with you, close the permit with a final inspection and hand over a written warranty.'],
    ]),
    commonProjects: ['Kitchen renovations', 'Basement finishing and secondary suites', 'Bathroom renovations', 'Rear additions and second storeys', 'Open-concept conversions', 'Commercial fit-outs'],
    averageTimeframe: '4-16 weeks',
    popularityRank: 4,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: false,
    icon: 'HardHat',
    heroImage: IMG.hero,
    heroImageAlt: 'General contractor and homeowner reviewing drawings in a kitchen under renovation',
    seoMetaDescription:
      'General contractors in [LOCATION] for kitchens, basements, additions and whole-home renovations. Permits, trades and inspections handled. Free quotes.',
    localConsiderations: {
      climateFactors: [GTA_CLIMATE.freezeThaw, 'Excavation, foundations and exterior work are easiest from April to November; interior work continues all winter.', GTA_CLIMATE.stormRain],
      regulations: [
        'Structural changes, additions, new plumbing, basement second suites and most HVAC changes need a building permit under the Ontario Building Code.',
        'Ontario permits up to three residential units on most lots with a house, so basement and garden suites are easier to approve than before; zoning and fire-separation rules still apply.',
        'Drawings for permits must be prepared by a qualified designer with a BCIN, an architect or a professional engineer, unless the owner prepares their own.',
        'Ask for a WSIB clearance certificate and proof of liability insurance; Ontario’s Consumer Protection Act gives a 10-day cooling-off period on contracts signed in your home.',
      ],
      popularMaterials: ['Engineered LVL and steel beams for open-concept conversions', 'Spray foam and mineral wool insulation', 'Luxury vinyl plank for basements', 'Quartz countertops', 'White oak flooring'],
      challenges: ['Century homes with no square walls, old wiring and hidden asbestos or lead paint', 'Tight lots and shared laneways for deliveries and bins', 'Permit review times that vary by municipality and season'],
    },
  },
];
