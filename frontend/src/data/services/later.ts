import { IMG } from '../images';
import type { Service } from '../types';
import { GTA_CLIMATE, processSteps } from './build';

/**
 * The later catalogue entries (ids 13-19), exactly as the spec's table gives
 * them: slug, category, averageTimeframe, popularityRank and flags. Where the
 * table is silent, seasonalDemand is 'year-round' and emergencyAvailable false.
 */
export const LATER_SERVICES: Service[] = [
  {
    id: 13,
    name: 'Security Bollards + Installation',
    slug: 'security-bollards',
    category: 'Security Services',
    description: 'Fixed, removable and retractable bollards that protect storefronts, entrances, patios and parking areas.',
    detailedDescription:
      'Vehicle incursions into storefronts and patios are preventable. We supply and install steel pipe bollards, decorative covers, removable and retractable bollards and crash-rated systems, core-drilled into existing concrete or set in new footings below the frost line, with utility locates and accessibility clearances checked first.',
    ...processSteps([
      ['Site Survey', 'We assess traffic approach, existing slab, underground services and accessible routes, and recommend bollard type and spacing.'],
      ['Locates and Permits', 'Ontario One Call locates are requested, and right-of-way or building permits are obtained where bollards affect public property.'],
      ['Installation', 'Bollards are core-drilled or set in concrete footings below the frost line, filled and capped, with decorative covers if chosen.'],
      ['Finishing and Handover', 'Surfaces are restored, reflective bands applied and removable-bollard keys and maintenance instructions handed over.'],
    ]),
    commonProjects: ['Storefront protection bollards', 'Restaurant patio barriers', 'Parking lot and loading dock bollards', 'Removable bollards for driveways and laneways', 'Crash-rated bollards', 'EV charger and gas meter protection'],
    averageTimeframe: '1-2 days',
    popularityRank: 7,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: false,
    icon: 'Shield',
    heroImage: IMG.hero,
    heroImageAlt: 'Stainless steel bollards protecting the glass entrance of a retail store',
    seoMetaDescription:
      'Security bollard installation in [LOCATION]: fixed, removable and crash-rated bollards for storefronts, patios and parking lots. Free site quotes.',
    localConsiderations: {
      climateFactors: ['Footings must sit below the GTA frost depth (about 1.2 m) or frost will heave the bollards.', GTA_CLIMATE.roadSalt, 'Snow ploughs strike bollards that are poorly marked; reflective bands and colour matter in winter.'],
      regulations: [
        'Ontario One Call locates are required before core drilling or excavating.',
        'Bollards on a public sidewalk or boulevard need approval from the municipality’s transportation or right-of-way office.',
        'Spacing must keep accessible routes clear under the Ontario Building Code’s barrier-free requirements and the AODA design standards for public spaces.',
        'Crash-rated systems should be tested to a recognised standard such as ASTM F2656.',
      ],
      popularMaterials: ['Concrete-filled steel pipe', 'Stainless steel sleeves', 'Polyethylene bollard covers', 'Removable and retractable bollard systems'],
      challenges: ['Post-tensioned slabs and buried utilities where core drilling is not allowed', 'Maintaining snow-clearing access between bollards', 'Balancing security with a welcoming storefront'],
    },
  },
  {
    id: 14,
    name: 'EV Charging Solution',
    slug: 'ev-charging-solution',
    category: 'Electrical Services',
    description: 'Level 2 EV chargers for homes, condos and workplaces, with load calculations and ESA inspection.',
    detailedDescription:
      'A Level 2 charger adds 30 to 50 km of range per hour. Our licensed electricians calculate your electrical load, install hard-wired chargers in garages and driveways, use energy management devices to avoid an expensive service upgrade when possible, and handle the ESA notification and inspection. We also design shared charging for condos and workplaces.',
    ...processSteps([
      ['Load Assessment', 'We review your panel and service size and calculate whether a charger fits as-is, with load management, or needs an upgrade.'],
      ['Charger Selection', 'Choose a charger with the right amperage, cable length and smart features for your vehicle and utility’s time-of-use rates.'],
      ['Installation and ESA Notification', 'A dedicated circuit is run and the charger mounted, with the notification filed with the Electrical Safety Authority.'],
      ['Inspection and Set-Up', 'ESA inspects the installation; we set up the app and charging schedule to take advantage of overnight rates.'],
    ]),
    commonProjects: ['Home garage Level 2 chargers', 'Outdoor driveway chargers', 'Condo parking-space chargers', 'Workplace and multi-unit charging', 'Load management installations', 'Panel upgrades for EV charging'],
    averageTimeframe: '1-2 days',
    popularityRank: 13,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: false,
    icon: 'Zap',
    heroImage: IMG.hero,
    heroImageAlt: 'Electric car charging from a wall-mounted Level 2 charger in a garage',
    seoMetaDescription:
      'EV charger installation in [LOCATION] by ESA-licensed electricians: Level 2 home, condo and workplace chargers with load management. Free quotes.',
    localConsiderations: {
      climateFactors: ['Cold weather reduces EV range by a large margin, which makes reliable home charging more valuable in winter.', 'Outdoor chargers need enclosures and cables rated for -30°C and snow.', GTA_CLIMATE.roadSalt],
      regulations: [
        'EV charger circuits must be installed by an ESA-Licensed Electrical Contractor with a notification of work filed with ESA.',
        'The Ontario Electrical Safety Code allows electric vehicle energy management systems, which can avoid a service upgrade.',
        'Ontario condominium rules set out a process for owners to apply to install an EV charger, and the board must respond within 60 days.',
        'Federal incentives have supported workplace and multi-unit charging; check current programs before you buy.',
      ],
      popularMaterials: ['40-48 A hard-wired Level 2 chargers', 'NEMA 14-50 receptacles', 'Energy management devices', 'Pedestal mounts for driveways'],
      challenges: ['Older 100 A services in semis and bungalows', 'Long cable runs to detached garages', 'Condo electrical rooms and metering for shared chargers'],
    },
  },
  {
    id: 15,
    name: 'Custom Build',
    slug: 'custom-build',
    category: 'Construction Services',
    description: 'Custom homes, rebuilds, laneway and garden suites from design and permits to occupancy.',
    detailedDescription:
      'Building new in the GTA means zoning, Committee of Adjustment hearings, permits, and a team that can carry a project for a year or more. Our custom builders work with your architect or designer, manage approvals, construction and inspections, and keep the budget transparent with regular cost reports.',
    ...processSteps([
      ['Feasibility and Zoning Review', 'We review the lot, zoning bylaw, setbacks, trees and services, and identify whether minor variances will be needed.'],
      ['Design and Approvals', 'Your architect or designer completes drawings; we support Committee of Adjustment applications and the building permit.'],
      ['Construction', 'Excavation, foundations, framing, mechanical, insulation and finishes, with each stage inspected by the municipality.'],
      ['Occupancy and Warranty', 'Final inspections, occupancy, a deficiency walkthrough and new-home warranty enrolment where it applies.'],
    ]),
    commonProjects: ['Custom detached homes', 'Knock-down rebuilds', 'Laneway suites', 'Garden suites', 'Second-storey additions', 'Multiplex conversions'],
    averageTimeframe: '6-18 months',
    popularityRank: 14,
    seasonalDemand: 'spring-fall',
    certificationRequired: true,
    emergencyAvailable: false,
    icon: 'Hammer',
    heroImage: IMG.hero,
    heroImageAlt: 'Newly built modern custom home with large windows and a stone facade',
    seoMetaDescription:
      'Custom home builders in [LOCATION]: new homes, rebuilds, laneway and garden suites managed from permits to occupancy. Free consultations.',
    localConsiderations: {
      climateFactors: ['Excavation and foundations are best scheduled between spring thaw and late fall; winter pours need heating and blankets.', GTA_CLIMATE.clay, 'High groundwater near ravines and the lakeshore may need waterproofing and drainage beyond the minimum.'],
      regulations: [
        'Builders of new homes in Ontario must be licensed by the Home Construction Regulatory Authority (HCRA), and most new homes must be enrolled with Tarion for warranty coverage.',
        'Toronto permits laneway suites and garden suites on many residential lots, subject to size, setback and tree-protection rules.',
        'Minor variances from the zoning bylaw are decided by the Committee of Adjustment.',
        'Protected trees, conservation-authority regulated areas and heritage properties add approvals and time.',
      ],
      popularMaterials: ['Insulated concrete forms (ICF)', 'Engineered floor systems', 'Triple-pane windows', 'Standing-seam metal and natural stone cladding'],
      challenges: ['Approval timelines that can exceed the construction time', 'Tight infill lots with neighbours on both sides', 'Construction cost volatility over a long build'],
    },
  },
  {
    id: 16,
    name: 'Renovation',
    slug: 'renovation',
    category: 'Construction Services',
    description: 'Kitchens, bathrooms, basements and whole-floor renovations for houses and condos.',
    detailedDescription:
      'Whether it is one bathroom or an entire main floor, a renovation goes best with a clear scope, a realistic budget and the right approvals. Our renovation contractors plan with you, secure permits or condo approvals, and deliver on a schedule you can live with, often while you stay in the home.',
    ...processSteps([
      ['Scope and Budget', 'We define what is in and out of scope, give allowances for finishes and include a contingency for what is found behind walls.'],
      ['Design and Approvals', 'Layouts and selections are finalised; building permits and condo alteration approvals are obtained.'],
      ['Renovation', 'Demolition with dust control, then rough-ins, inspections, insulation, drywall and finishes, with weekly progress updates.'],
      ['Completion', 'Deficiency walkthrough, permit closed and a written warranty on workmanship.'],
    ]),
    commonProjects: ['Kitchen renovations', 'Bathroom renovations', 'Basement finishing', 'Condo renovations', 'Flooring replacement', 'Open-concept conversions'],
    averageTimeframe: '2-12 weeks',
    popularityRank: 15,
    seasonalDemand: 'spring-fall',
    certificationRequired: true,
    emergencyAvailable: false,
    icon: 'Hammer',
    heroImage: IMG.hero,
    heroImageAlt: 'Renovated bright kitchen and dining area with white cabinets and oak floors',
    seoMetaDescription:
      'Home and condo renovation in [LOCATION]: kitchens, bathrooms, basements and whole floors with permits handled. Compare free quotes from verified pros.',
    localConsiderations: {
      climateFactors: ['Basements must be insulated and waterproofed to handle spring thaw and summer storms.', GTA_CLIMATE.humidSummer, 'Exterior openings for windows and doors are best done outside deep winter.'],
      regulations: [
        'Building permits are required for structural changes, new plumbing, basement suites and most HVAC changes.',
        'Condo renovations need the corporation’s written approval and must follow building rules for hours, elevators and insurance.',
        'Homes built before 1990 may contain asbestos (vermiculite, plaster, flooring); testing before demolition is the safe and lawful approach.',
        'Ontario’s Consumer Protection Act requires written contracts for home renovations over $50 and allows a 10-day cooling-off period for contracts signed at home.',
      ],
      popularMaterials: ['Quartz and porcelain slab counters', 'Luxury vinyl plank', 'Large-format porcelain tile', 'Mineral wool insulation', 'LED lighting'],
      challenges: ['Living in the home during work', 'Hidden knob-and-tube, galvanised pipes and rot in older houses', 'Long lead times on custom cabinetry and windows'],
    },
  },
  {
    id: 17,
    name: 'Electrician',
    slug: 'electrician',
    category: 'Electrical Services',
    description: 'Licensed electricians for repairs, troubleshooting, new circuits and emergency calls, 24/7.',
    detailedDescription:
      'When breakers keep tripping, an outlet is scorched or half the house is dark, you need a licensed electrician fast. Our ESA-licensed electrical contractors troubleshoot and repair faults, add circuits and outlets, install lighting and fans, and respond around the clock to electrical emergencies.',
    ...processSteps([
      ['Troubleshooting', 'An electrician traces the fault with proper test equipment and explains the cause and the fix before starting.'],
      ['Safe Repair', 'Damaged wiring, devices and breakers are replaced with code-compliant materials.'],
      ['New Circuits and Fixtures', 'Additional outlets, dedicated circuits, lighting and fans are installed with the ESA notification filed.'],
      ['Testing and Documentation', 'Circuits are tested and labelled, and you receive the ESA inspection record for your files.'],
    ]),
    commonProjects: ['Breaker tripping and power loss', 'Outlet and switch replacement', 'Ceiling fans and light fixtures', 'Dedicated appliance circuits', 'GFCI and AFCI upgrades', 'Electrical safety inspections for buyers and insurers'],
    averageTimeframe: '1-3 days',
    popularityRank: 16,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: true,
    icon: 'Zap',
    heroImage: IMG.hero,
    heroImageAlt: 'Electrician testing an outlet with a multimeter in a home',
    seoMetaDescription:
      'Licensed electricians in [LOCATION] for repairs, troubleshooting, new circuits and 24/7 emergencies. ESA-licensed, insured pros. Free quotes.',
    localConsiderations: {
      climateFactors: ['Space heaters on overloaded circuits cause many winter service calls.', 'Summer storms and heat waves bring surges and outages.', 'Moisture in basements and outdoor boxes causes GFCI trips.'],
      regulations: [
        'Only an ESA-Licensed Electrical Contractor may be paid to do electrical work in Ontario; check the licence number on ESA’s website.',
        'A notification of work must be filed with ESA for most electrical work, and the work must meet the Ontario Electrical Safety Code.',
        'Homeowners may do electrical work on their own home, but must still file with ESA and have it inspected.',
      ],
      popularMaterials: ['Tamper-resistant receptacles', 'Combination AFCI breakers', 'LED fixtures', 'Smart switches'],
      challenges: ['Overloaded circuits in older homes with few outlets', 'Amateur wiring found during repairs', 'Aluminium branch wiring in 1960s-70s houses'],
    },
  },
  {
    id: 18,
    name: 'Painting',
    slug: 'painting',
    category: 'Interior Services',
    description: 'Interior and exterior painting, cabinet refinishing and drywall repairs with clean, careful crews.',
    detailedDescription:
      'Paint is the fastest way to transform a home, and the finish depends on preparation. Our painters fill and sand, prime where needed, protect floors and furniture, and apply durable low-VOC paints, inside and out, with lead-safe practices for older homes.',
    ...processSteps([
      ['Colour and Estimate', 'We measure, discuss colours and sheens, and quote a fixed price with the paint products named.'],
      ['Surface Preparation', 'Furniture is moved and covered, holes filled, surfaces sanded and cleaned, and bare or stained areas primed.'],
      ['Painting', 'Two finish coats are applied by brush, roller or spray, with crisp lines at trim and ceilings.'],
      ['Touch-Ups and Clean-Up', 'A final walkthrough with touch-ups, furniture returned and leftover paint labelled for future repairs.'],
    ]),
    commonProjects: ['Interior repaints', 'Exterior trim and siding', 'Kitchen cabinet spraying', 'Deck and fence staining', 'Drywall and plaster repair', 'Pre-listing paint refresh'],
    averageTimeframe: '1-5 days',
    popularityRank: 17,
    seasonalDemand: 'spring-fall',
    certificationRequired: false,
    emergencyAvailable: false,
    icon: 'Paintbrush',
    heroImage: IMG.hero,
    heroImageAlt: 'Painter cutting in a crisp line at the ceiling of a freshly painted room',
    seoMetaDescription:
      'House painters in [LOCATION] for interior and exterior painting, cabinet refinishing and drywall repair. Low-VOC paints, free quotes.',
    localConsiderations: {
      climateFactors: ['Exterior paint needs dry weather and surface temperatures above the product’s minimum (often 5-10°C), which limits the season to roughly May to October.', 'Freeze-thaw and UV break down exterior paint on south and west faces first.', 'Humid summer days slow drying and can cause surfactant leaching on fresh latex.'],
      regulations: [
        'Homes built before 1960 are likely to contain lead paint; sanding and scraping must use lead-safe containment and clean-up.',
        'Architectural coatings sold in Canada must meet federal VOC concentration limits.',
        'Properties in a Heritage Conservation District may need heritage approval for exterior alterations; check before changing exterior materials.',
        'Ask for WSIB coverage and liability insurance, especially for ladder and scaffold work.',
      ],
      popularMaterials: ['Low-VOC acrylic latex', 'Bonding primers for cabinets', 'Oil-based primers for exterior bare wood', 'Semi-transparent deck stains'],
      challenges: ['Plaster cracks and uneven walls in century homes', 'Scheduling exterior work around spring rain and summer humidity', 'Condo hallway and elevator protection rules'],
    },
  },
  {
    id: 19,
    name: 'Architectural Visualization',
    slug: 'architectural-visualization',
    category: 'Design Services',
    description: 'Photorealistic renderings, animations and 360° tours of homes and commercial projects before they are built.',
    detailedDescription:
      'See your project before you build it. Our visualization artists turn drawings into photorealistic exterior and interior renderings, fly-through animations and 360° tours, helping homeowners choose finishes, architects win approvals and neighbours’ support, and developers sell units off plan.',
    ...processSteps([
      ['Brief and Drawings', 'Share plans, elevations, finish selections and reference images; we confirm views, deliverables and deadlines.'],
      ['3D Modelling', 'A detailed 3D model is built from the drawings, with real site context, orientation and landscaping.'],
      ['Materials, Lighting and Review', 'Materials and daylight are set up, and draft views are shared for your comments and revision rounds.'],
      ['Final Renders', 'High-resolution stills, animations or 360° tours are delivered for print, web and presentations.'],
    ]),
    commonProjects: ['Exterior renderings of new homes', 'Kitchen and bathroom design visualisation', 'Laneway and garden suite renderings', 'Condo presale marketing renderings', 'Restaurant and retail concept interiors', 'Fly-through animations'],
    averageTimeframe: '1-2 weeks',
    popularityRank: 18,
    seasonalDemand: 'year-round',
    certificationRequired: false,
    emergencyAvailable: false,
    icon: 'Eye',
    heroImage: IMG.hero,
    heroImageAlt: 'Photorealistic dusk rendering of a modern infill house with warm interior lighting',
    seoMetaDescription:
      'Architectural rendering and 3D visualization in [LOCATION]: photorealistic exteriors, interiors, animations and 360° tours. Fast turnaround, free quotes.',
    localConsiderations: {
      climateFactors: ['Winter and summer scenes show how a design looks in both seasons on GTA streets.', 'Accurate sun studies reflect the low winter sun angle in southern Ontario.', 'Snow loads and drifting affect rooftop terraces and should be shown honestly.'],
      regulations: [
        'Renderings used at Committee of Adjustment or community meetings should match the submitted drawings to avoid misleading the public.',
        'Permit drawings must come from a qualified designer with a BCIN, an architect or an engineer; renderings support but do not replace them.',
        'Condo presale marketing images must not misrepresent what buyers will receive.',
      ],
      popularMaterials: ['3ds Max and Blender models', 'Physically based materials', 'HDRI site lighting', '360° panorama and real-time walkthroughs'],
      challenges: ['Accurate context on dense infill streets', 'Last-minute design changes late in approval processes', 'Balancing realism with marketing expectations'],
    },
  },
];
