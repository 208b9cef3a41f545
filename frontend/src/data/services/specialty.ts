import { IMG } from '../images';
import type { Service } from '../types';
import { GTA_CLIMATE, processSteps } from './build';

/**
 * The other six early services (ids 7-12): restaurant-cleaning,
 * real-estate-photography-videography, moving-solutions,
 * landscaping-snow-removal, hvac-airduct and roofing (the "one more" early
 * entry the spec leaves open; chosen because roofing is among the most
 * requested exterior jobs in the GTA and appears in the post form's list).
 */
export const SPECIALTY_SERVICES: Service[] = [
  {
    id: 7,
    name: 'Restaurant Cleaning',
    slug: 'restaurant-cleaning',
    category: 'Cleaning Services',
    description: 'Overnight kitchen degreasing, front-of-house and inspection-ready cleaning for restaurants, cafés and bars.',
    detailedDescription:
      'Food businesses need cleaning that happens after close and is finished before prep starts. Our commercial crews pull and degrease equipment, scrub floors and drains, clean walls and ceilings, and leave your kitchen ready for a public health inspection, using food-safe products throughout.',
    ...processSteps([
      ['Walkthrough and Scope', 'We tour the kitchen and dining room with you, note equipment, problem areas and inspection history, and quote a fixed price per visit.'],
      ['After-Hours Scheduling', 'Cleans are booked after close, with key or alarm access agreed in advance and coordination with your hood-cleaning contractor.'],
      ['Deep Clean', 'Equipment is pulled and degreased, walls, floors and drains scrubbed, and food-contact surfaces sanitised with approved products.'],
      ['Checklist and Photos', 'You receive a signed checklist and before-and-after photos, useful for your own records and inspection readiness.'],
    ]),
    commonProjects: ['Nightly kitchen and dining-room cleaning', 'Quarterly equipment deep cleans', 'Floor and drain scrubbing', 'Pre-opening and post-renovation cleans', 'Inspection-readiness cleans', 'Walk-in cooler cleaning'],
    averageTimeframe: '4-10 hours',
    popularityRank: 11,
    seasonalDemand: 'year-round',
    certificationRequired: false,
    emergencyAvailable: true,
    icon: 'Sparkles',
    heroImage: IMG.hero,
    heroImageAlt: 'Cleaner degreasing a stainless steel line in a restaurant kitchen at night',
    seoMetaDescription:
      'Restaurant and commercial kitchen cleaning in [LOCATION]: overnight degreasing, floors, drains and inspection-ready cleans. Free quotes.',
    localConsiderations: {
      climateFactors: ['Winter slush and salt tracked through dining rooms and kitchens damage floors without frequent cleaning.', 'Humid summers speed up grease build-up and odours in kitchens and drains.', 'Patio season adds outdoor furniture and surfaces to the cleaning scope.'],
      regulations: [
        'Food premises in Ontario must meet the Food Premises Regulation (O. Reg. 493/17) under the Health Protection and Promotion Act.',
        'Toronto Public Health inspects food premises and posts results through DineSafe; other GTA health units publish their own results.',
        'Kitchen exhaust systems must be cleaned by qualified hood cleaners at the frequencies the Ontario Fire Code requires.',
        'Toronto’s sewer bylaw requires food businesses to install and maintain grease interceptors.',
      ],
      popularMaterials: ['Food-safe degreasers', 'Quaternary sanitisers', 'Hot-water pressure washers', 'Colour-coded microfibre to prevent cross-contamination'],
      challenges: ['Short overnight windows between close and morning prep', 'Heavy grease behind and under equipment', 'Keeping chemical use away from food and food-contact surfaces'],
    },
  },
  {
    id: 8,
    name: 'Real Estate Photography & Videography',
    slug: 'real-estate-photography-videography',
    category: 'Media Services',
    description: 'HDR listing photos, video tours, drone shots, 3D tours and floor plans, delivered within 48 hours.',
    detailedDescription:
      'Buyers decide from the photos. Our photographers shoot bright, true-to-life listing images, cinematic walkthrough videos, licensed drone footage and measured floor plans for realtors and private sellers across the GTA, with next-day delivery available.',
    ...processSteps([
      ['Booking and Prep Guide', 'Choose your package and time; you receive a room-by-room checklist to get the home photo-ready.'],
      ['On-Site Shoot', 'Photographers capture interiors, exteriors and details, plus video, 3D scans and drone footage where booked and permitted.'],
      ['Editing', 'Images are colour-corrected and HDR-blended to look natural; no edits that hide or add permanent features.'],
      ['Delivery', 'MLS-ready and print-resolution files, branded and unbranded tours, and floor plans are delivered within 24 to 48 hours.'],
    ]),
    commonProjects: ['Listing photography', 'Video walkthroughs', 'Drone photography and video', '3D virtual tours', 'Measured floor plans', 'Twilight exterior shoots'],
    averageTimeframe: '1-2 days',
    popularityRank: 12,
    seasonalDemand: 'year-round',
    certificationRequired: false,
    emergencyAvailable: false,
    icon: 'Eye',
    heroImage: IMG.hero,
    heroImageAlt: 'Bright, wide-angle listing photo of a staged living room with large windows',
    seoMetaDescription:
      'Real estate photography and video in [LOCATION]: HDR photos, video tours, drone shots and floor plans with 48-hour delivery. Book a free quote.',
    localConsiderations: {
      climateFactors: ['Short winter days leave a narrow window for exterior shots; twilight photos are popular from November to February.', 'Snow-covered yards hide landscaping, so many sellers reuse summer exterior images where accurate.', 'Spring is the busiest listing season; book shoots a week ahead.'],
      regulations: [
        'Drones between 250 g and 25 kg must be registered with Transport Canada and flown by a certified pilot.',
        'Much of Toronto lies in controlled airspace near Toronto Pearson and Billy Bishop airports, which requires an advanced pilot certificate and NAV CANADA authorization.',
        'Under Ontario’s real estate rules, listing media must not be misleading: edits must not remove or add permanent features of a property.',
      ],
      popularMaterials: ['Full-frame cameras with tilt-shift and wide lenses', 'Gimbal-stabilised video', '3D scanning cameras', 'Laser-measured floor plans'],
      challenges: ['Small condo rooms that need careful wide-angle composition', 'Controlled airspace limiting drone flights downtown', 'Coordinating access with tenants still living in the home'],
    },
  },
  {
    id: 9,
    name: 'Moving Solutions',
    slug: 'moving-solutions',
    category: 'Moving Services',
    description: 'Condo, house, office and long-distance moves with packing, storage and elevator-booking coordination.',
    detailedDescription:
      'Moving in the GTA means elevator windows, narrow staircases, parking and closing dates that do not move. Our movers handle packing, protection, transport and set-up, provide certificates of insurance to condo buildings, and give binding estimates on long-distance moves.',
    ...processSteps([
      ['Survey and Estimate', 'An in-home or video survey produces an inventory and a written estimate, binding for long-distance moves.'],
      ['Planning and Packing', 'We book elevators, send certificates of insurance, supply boxes and pack fragile items and art if requested.'],
      ['Moving Day', 'A uniformed crew protects floors and door frames, wraps furniture, loads, transports and places everything room by room.'],
      ['Unpacking and Set-Up', 'Beds and furniture are reassembled, and unpacking, debris removal and storage are available.'],
    ]),
    commonProjects: ['Condo moves', 'Family home moves', 'Office relocations', 'Long-distance moves across Canada', 'Piano and specialty item moves', 'Senior downsizing moves'],
    averageTimeframe: '1-3 days',
    popularityRank: 10,
    seasonalDemand: 'year-round',
    certificationRequired: false,
    emergencyAvailable: false,
    icon: 'Home',
    heroImage: IMG.hero,
    heroImageAlt: 'Movers carrying a wrapped sofa into a moving truck on a residential street',
    seoMetaDescription:
      'Movers in [LOCATION] for condos, houses, offices and long-distance moves. Packing, storage and elevator coordination. Get free moving quotes.',
    localConsiderations: {
      climateFactors: ['Winter moves need salted walkways, floor runners and protection for items sensitive to cold.', 'Summer heat makes early-morning starts common for July and August moves.', 'Month-end and the July 1 and September 1 peaks book up weeks in advance.'],
      regulations: [
        'Trucks over 4,500 kg registered gross weight operating in Ontario require a Commercial Vehicle Operator’s Registration (CVOR).',
        'Condo buildings usually require an elevator booking, a deposit and a certificate of insurance from the mover.',
        'Parking a moving truck on a city street may need a temporary permit or a reserved space; check with the municipality.',
        'Get a written estimate and contract; Ontario’s Consumer Protection Act rules on estimates apply to moving services.',
      ],
      popularMaterials: ['Double-wall moving boxes', 'Furniture pads and shrink wrap', 'Wardrobe boxes', 'Custom wood crates for art and mirrors'],
      challenges: ['Narrow Victorian staircases where furniture must be hoisted through windows', 'Downtown loading docks with short booking windows', 'Matching a move to a fixed closing date and key release time'],
    },
  },
  {
    id: 10,
    name: 'Landscaping & Snow Removal',
    slug: 'landscaping-snow-removal',
    category: 'Outdoor Services',
    description: 'Year-round property care: lawn and garden maintenance in season, snow ploughing and salting in winter.',
    detailedDescription:
      'One contract for your property all year: spring clean-up, mowing, pruning and fall clean-up from April to November, then snow ploughing, shovelling and salting from November to April. Seasonal contracts for homes, condos and commercial properties across the GTA.',
    ...processSteps([
      ['Property Assessment', 'We measure driveways, walkways and lawns, note obstacles and drainage, and recommend a seasonal plan.'],
      ['Seasonal Contract', 'Choose per-visit or seasonal pricing, with clear snow-depth triggers and response times written into the contract.'],
      ['Service Delivery', 'Crews handle mowing and garden care in season, and ploughing, shovelling and salting after every qualifying snowfall.'],
      ['Reporting and Review', 'Every visit is logged with time stamps and photos, which matters for slip-and-fall liability on commercial sites.'],
    ]),
    commonProjects: ['Residential snow ploughing contracts', 'Commercial snow and ice management', 'Spring and fall clean-ups', 'Weekly lawn maintenance', 'Hedge and shrub pruning', 'Aeration and overseeding'],
    averageTimeframe: 'Seasonal contract',
    popularityRank: 9,
    seasonalDemand: 'year-round',
    certificationRequired: false,
    emergencyAvailable: true,
    icon: 'Trees',
    heroImage: IMG.hero,
    heroImageAlt: 'Snow plough clearing a driveway at dawn after a snowfall',
    seoMetaDescription:
      'Snow removal and landscape maintenance in [LOCATION]: seasonal ploughing, salting, lawn care and clean-ups for homes and businesses. Free quotes.',
    localConsiderations: {
      climateFactors: [GTA_CLIMATE.lakeSnow, 'Freezing rain and ice events make salting and re-salting as important as ploughing.', GTA_CLIMATE.roadSalt],
      regulations: [
        'Municipal bylaws require snow and ice to be cleared from sidewalks within a set time where the city does not clear them (12 hours after a snowfall ends in Toronto); check your municipality.',
        'Under Ontario’s Occupiers’ Liability Act, a person injured by snow or ice on private property must generally give written notice within 60 days.',
        'Snow must not be pushed onto the road or a neighbour’s property.',
      ],
      popularMaterials: ['Rock salt and pre-wetted salt', 'Calcium and magnesium chloride blends for low temperatures', 'Pet-safe ice melters', 'Driveway markers'],
      challenges: ['Narrow driveways and on-street parking in older neighbourhoods', 'Windrows left by city ploughs at the end of driveways', 'Salt damage to lawns, interlock and plantings'],
    },
  },
  {
    id: 11,
    name: 'HVAC & Airduct',
    slug: 'hvac-airduct',
    category: 'HVAC Services',
    description: 'Air duct cleaning, furnace tune-ups, filtration and ventilation to improve indoor air quality.',
    detailedDescription:
      'Dust, renovation debris and pet hair collect in ductwork over the years. Our technicians clean supply and return ducts with negative-air equipment, service furnaces and air conditioners, and add filtration, humidification and ventilation so your home breathes better.',
    ...processSteps([
      ['Inspection', 'A technician inspects ducts with a camera, checks the furnace and filters, and shows you what is there.'],
      ['Negative-Air Duct Cleaning', 'A powerful vacuum puts the system under negative pressure while every supply and return is agitated and cleaned.'],
      ['Equipment Service', 'The furnace blower, coil, humidifier and filters are cleaned and serviced, with gas work by a TSSA-certified technician.'],
      ['Air-Quality Upgrades', 'We recommend and install better filtration, humidifiers or an HRV where they will make a measurable difference.'],
    ]),
    commonProjects: ['Whole-home duct cleaning', 'Post-renovation duct cleaning', 'Furnace and AC tune-ups', 'Dryer vent cleaning', 'Humidifier installation', 'HRV/ERV servicing'],
    averageTimeframe: '3-6 hours',
    popularityRank: 8,
    seasonalDemand: 'year-round',
    certificationRequired: true,
    emergencyAvailable: false,
    icon: 'Wind',
    heroImage: IMG.hero,
    heroImageAlt: 'Technician cleaning a supply duct with a rotating brush and negative-air vacuum',
    seoMetaDescription:
      'Air duct cleaning and furnace service in [LOCATION]: negative-air duct cleaning, tune-ups, filtration and humidifiers. Compare free quotes.',
    localConsiderations: {
      climateFactors: ['Dry winter air (often below 30% relative humidity indoors) makes humidifiers a common add-on.', 'Spring pollen and summer wildfire smoke episodes drive demand for better filtration.', GTA_CLIMATE.humidSummer],
      regulations: [
        'Work on gas furnaces and other fuel-burning appliances must be done by a TSSA-certified gas technician.',
        'Refrigerant work on air conditioners and heat pumps requires an Ozone Depletion Prevention certificate (O. Reg. 463/10).',
        'Be wary of door-to-door duct cleaning and HVAC rental offers; Ontario’s Consumer Protection Act restricts door-to-door sales of these products.',
      ],
      popularMaterials: ['MERV 11-13 pleated filters', 'Steam and bypass humidifiers', 'Heat recovery ventilators', 'Portable HEPA air cleaners'],
      challenges: ['Renovation drywall dust drawn into return ducts', 'Old, leaky ductwork in basements and attics', 'Dryer vents clogged with lint, a fire risk'],
    },
  },
  {
    id: 12,
    name: 'Roofing',
    slug: 'roofing',
    category: 'Exterior Services',
    description: 'Shingle, flat and metal roof replacement and repairs, ice-dam prevention and emergency leak response.',
    detailedDescription:
      'A roof in the GTA takes freeze-thaw, ice dams, wind and summer storms. Our roofers replace asphalt shingle, flat and metal roofs, fix leaks and flashing, improve attic ventilation and respond to emergency leaks with temporary protection the same day.',
    ...processSteps([
      ['Roof Inspection', 'A roofer inspects the shingles, flashing, vents and attic, photographs problem areas and explains repair versus replacement.'],
      ['Material Selection and Quote', 'Compare shingle, metal and flat-roof systems with warranties, ventilation upgrades and a fixed price.'],
      ['Installation', 'Old roofing is removed, the deck repaired, and new underlayment, eave protection, flashing and roofing installed with fall protection.'],
      ['Clean-Up and Warranty', 'Magnetic sweeps for nails, full debris removal and written manufacturer and workmanship warranties.'],
    ]),
    commonProjects: ['Asphalt shingle replacement', 'Flat roof replacement (modified bitumen or EPDM)', 'Metal roofing', 'Leak and flashing repair', 'Ice-dam prevention and attic ventilation', 'Eavestrough replacement'],
    averageTimeframe: '1-3 days',
    popularityRank: 19,
    seasonalDemand: 'spring-fall',
    certificationRequired: false,
    emergencyAvailable: true,
    icon: 'Home',
    heroImage: IMG.hero,
    heroImageAlt: 'Roofers installing architectural asphalt shingles on a two-storey house',
    seoMetaDescription:
      'Roofing in [LOCATION]: shingle, flat and metal roof replacement, leak repair and ice-dam prevention. Emergency tarping available. Free quotes.',
    localConsiderations: {
      climateFactors: ['Ice dams form when heat escapes into the attic and meltwater refreezes at the eaves.', 'Strong wind events lift and tear older shingles.', GTA_CLIMATE.freezeThaw],
      regulations: [
        'Like-for-like re-roofing generally does not need a building permit in the GTA, but structural changes or new roof framing do.',
        'The Ontario Building Code requires eave protection (an ice-and-water membrane) on sloped shingle roofs.',
        'Workers using fall protection must have completed Ontario’s approved Working at Heights training.',
        'Ask for a WSIB clearance certificate: roofing is high-risk work.',
      ],
      popularMaterials: ['Architectural asphalt shingles', 'Standing-seam steel', 'Modified bitumen and EPDM for flat roofs', 'Synthetic underlayment and ice-and-water membrane'],
      challenges: ['Steep Victorian roofs and tight spacing between houses', 'Flat roofs on semis and commercial buildings that pond water', 'Winter emergency repairs in freezing temperatures'],
    },
  },
];
