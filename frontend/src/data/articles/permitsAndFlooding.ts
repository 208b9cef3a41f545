import { IMG } from '../images';
import type { Article } from '../types';

export const BASEMENT_PERMIT_ARTICLE: Article = {
  id: 1,
  slug: 'toronto-basement-apartment-permit-cost-2025',
  title: 'What a Toronto building permit costs for a basement apartment in 2025',
  excerpt:
    'The permit fee is the smallest line on the budget. Here is what a legal basement suite in Toronto really costs to approve and build, and where homeowners get caught out.',
  image: IMG.article,
  imageAlt: 'Finished basement apartment with a kitchenette and egress window',
  category: 'Permits & Regulations',
  author: 'Daniel Okoro, Renovation Editor',
  date: '2025-03-18',
  readTime: '8 min read',
  body: [
    {
      paragraphs: [
        'With rents where they are, a legal basement apartment is one of the most common projects our Toronto contractors quote. Ontario now allows up to three residential units on most lots that have a house, and Toronto has gone further with multiplexes of up to four units across the city. The rules have never been friendlier, but a legal suite still has to go through Toronto Building, and the permit is where many budgets go wrong.',
        'This guide explains what you actually pay for, from the application fee to the work that the Ontario Building Code requires before an inspector will sign off.',
      ],
    },
    {
      heading: 'The permit fee itself',
      paragraphs: [
        'Toronto calculates most building permit fees from the floor area of the work multiplied by a rate for the type of construction, with a minimum fee for small jobs. For a typical 70 to 90 square metre basement conversion, the building permit fee usually falls somewhere between several hundred and a couple of thousand dollars. Plumbing and drain work can be added to the same application. Fees are adjusted every year, so check the current fee schedule on the City of Toronto website or ask your designer to estimate it before you apply.',
        'Good news: under the province’s More Homes Built Faster Act, 2022, second and third units in an existing house are generally exempt from development charges, which used to add thousands of dollars. Toronto also no longer requires an extra parking space for a second suite.',
      ],
    },
    {
      heading: 'Drawings and professional fees',
      paragraphs: [
        'Toronto Building will not review a second-suite application without proper drawings: a site plan, floor plans, sections and details showing fire separations, exits and mechanical systems. They must be prepared by a designer with a Building Code Identification Number (BCIN), an architect or an engineer, unless you prepare them yourself as the owner.',
        'Budget roughly $2,500 to $6,000 for permit drawings, and $1,500 to $4,000 more if a structural engineer is needed for a new beam, a lowered floor or a widened window opening. An HVAC designer may also be needed to show that the suite’s heating and ventilation meet the Code.',
      ],
    },
    {
      heading: 'What the Building Code will ask for',
      paragraphs: [
        'The real cost of legalising a basement is in the construction the Code requires. Every suite needs fire separation between units, usually fire-rated drywall on the ceiling and around the furnace room, with sealed penetrations. Smoke alarms must be interconnected between units, and carbon monoxide alarms are required where there is a fuel-burning appliance or an attached garage.',
        'Each bedroom needs a window large enough to escape through, and the suite needs a safe exit, often a separate side or rear entrance. Cutting a new egress window into a foundation wall typically costs $3,000 to $7,000 per window including the window well, and a new exterior stairwell entrance can run from $15,000 to well over $30,000.',
        'Ceiling height is the question that ends the most projects. The Code’s rules for a second unit in an existing house allow a lower ceiling than new construction, around 1.95 m, with less clearance under beams and ducts. If your basement is lower than that, the choice is underpinning or lowering the floor, which can add $50,000 to $100,000 or more.',
      ],
    },
    {
      heading: 'Other permits and inspections',
      paragraphs: [
        'Electrical work is permitted and inspected separately through the Electrical Safety Authority; your licensed electrical contractor files the notification. Expect a few hundred dollars in ESA fees depending on the number of circuits. If you install a backwater valve while the floor is open, which we strongly recommend, it needs its own plumbing permit and may qualify for the City’s basement flooding subsidy.',
      ],
    },
    {
      heading: 'A realistic 2025 budget',
      paragraphs: [
        'Adding it up, most legal basement apartments our Toronto contractors build in 2025 cost between $80,000 and $150,000 all in, with the permit fee and drawings making up well under 10% of that. Projects that need underpinning, a new entrance or major drainage work land at the higher end or above it.',
        'Time matters too. Allow four to eight weeks for drawings and permit review if the application is complete, longer if the examiner asks for revisions, then three to five months of construction. Starting with a complete, well-prepared application is the cheapest thing you can do.',
        'Before you commit, ask your contractor for a line-by-line quote that separates design, permits, fire separation, egress, mechanical and finishes. That is the only way to compare bids honestly and to see where a cheaper quote has simply left out what the inspector will insist on.',
      ],
    },
  ],
};

export const FLOODING_ARTICLE: Article = {
  id: 5,
  slug: 'basement-flooding-backwater-valve-city-subsidy',
  title: 'Protecting your basement from spring flooding: backwater valves and the City subsidy',
  excerpt:
    'Spring thaw and summer downpours flood thousands of GTA basements. A backwater valve, a working sump pump and better grading are the best defence, and Toronto will pay part of the cost.',
  image: IMG.article,
  imageAlt: 'Plumber installing a backwater valve in an opened basement floor',
  category: 'Home Maintenance',
  author: 'Sofia Marchetti, Plumbing Contributor',
  date: '2025-04-02',
  readTime: '7 min read',
  body: [
    {
      paragraphs: [
        'In the GTA, basements flood in two ways. Water comes in from outside, through cracks, window wells and poorly graded yards, when snow melts or rain falls faster than the ground can absorb it. Or sewage backs up through the floor drain when the municipal sewer is overwhelmed during an intense storm. The storms of July 2013 and July 2024 showed how quickly either can happen: thousands of basements took on water in a single afternoon.',
        'The fixes are well understood. What follows is what each one does, what it costs, and how the City of Toronto’s Basement Flooding Protection Subsidy can help pay for it.',
      ],
    },
    {
      heading: 'Start outside: grading, downspouts and window wells',
      paragraphs: [
        'Most water problems start at the surface. The ground should slope away from your foundation for at least the first couple of metres. Downspouts should discharge well away from the house onto a pervious surface, not at the foundation and not onto a neighbour’s property. Window wells need covers or drains, and eavestroughs need cleaning every fall after the leaves drop.',
        'None of this is expensive, and it often solves seepage that homeowners assume needs waterproofing. If your basement gets damp only in spring thaw or after long rains, look here first.',
      ],
    },
    {
      heading: 'Backwater valves',
      paragraphs: [
        'A backwater valve is installed in the main sewer line inside your basement. It lets water leave the house normally, and closes when sewage tries to flow back in from an overloaded municipal sewer. In neighbourhoods with combined or surcharged sewers, it is the single most effective protection against sewage backup.',
        'Installing one means cutting the basement floor, so it is ideal to do during a renovation. Expect roughly $1,800 to $3,500 depending on access and the depth of the pipe. The valve needs a plumbing permit and an inspection, and it needs maintenance: the cover should be opened and the flap checked and cleaned at least once a year. While the valve is closed during a storm, avoid running water in the house, because it has nowhere to go.',
      ],
    },
    {
      heading: 'Sump pumps',
      paragraphs: [
        'Where a home’s foundation drains (weeping tiles) were connected to the City’s sewer, severing that connection and redirecting the water to a sump pit with a pump keeps storm water out of the sewer and away from your basement. A good installation includes a battery backup pump, because the heaviest storms often knock out power, and a discharge line that releases water well away from the foundation.',
        'A new sump pit, pump, backup and discharge line usually costs $3,500 to $6,000, more if the foundation drains need to be rerouted.',
      ],
    },
    {
      heading: 'The City of Toronto subsidy',
      paragraphs: [
        'Owners of single-family homes, duplexes, triplexes and fourplexes in Toronto can apply for the Basement Flooding Protection Subsidy Program, which offers up to $3,400 per property in total. The subsidy covers up to 80% of the invoiced cost of a backwater valve to a maximum of $1,250, up to 80% of a sump pump installation to a maximum of $1,750, and a smaller amount for severing and capping the home’s storm sewer or external weeping tile connection. Disconnecting downspouts is not itself subsidised.',
        'The conditions matter. The work must be done by a contractor with a valid City of Toronto business licence for that type of work, a building permit is required for the backwater valve and it must pass a City inspection, and you apply after the work is complete with itemised invoices. Amounts and conditions change from time to time, so confirm the current details with the City before you book the work. Other GTA municipalities run their own programs with different amounts; check your city’s website.',
      ],
    },
    {
      heading: 'Insurance and what to do next',
      paragraphs: [
        'Standard home insurance does not always cover sewer backup or overland flooding. Call your insurer, ask whether you have sewer backup and overland water coverage, and ask whether a backwater valve and sump pump lower your premium. Some insurers require them after a claim.',
        'If your basement has flooded before, book an assessment before the spring thaw. A licensed plumber can camera-inspect the sewer lateral, locate the weeping tile connection and tell you which devices your house needs. Combining the work with a basement renovation saves cutting the floor twice.',
      ],
    },
  ],
};
