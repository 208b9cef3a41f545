import { IMG } from '../images';
import type { Article } from '../types';

export const KITCHEN_BUDGET_ARTICLE: Article = {
  id: 4,
  slug: 'planning-kitchen-renovation-budget-toronto',
  title: 'Planning a kitchen renovation budget in Toronto',
  excerpt:
    'What does a kitchen renovation cost in Toronto in 2025? Typical ranges, where the money goes, the costs people forget, and how to keep your project on budget.',
  image: IMG.article,
  imageAlt: 'Kitchen under renovation with new cabinets installed and countertops being templated',
  category: 'Renovation Planning',
  author: 'Rachel Kim, Design Editor',
  date: '2025-02-10',
  readTime: '8 min read',
  body: [
    {
      paragraphs: [
        'The kitchen is the most popular renovation in the GTA and the easiest to underbudget. Costs vary enormously: two kitchens of the same size can differ by a factor of three depending on layout changes, cabinetry and the house behind the walls. This guide gives realistic 2025 ranges for Toronto and explains how to build a budget you can actually stick to.',
      ],
    },
    {
      heading: 'Typical ranges',
      paragraphs: [
        'A cosmetic refresh that keeps the layout, replaces counters, backsplash and hardware and refinishes or refaces the cabinets typically costs $15,000 to $30,000. A full mid-range renovation with new semi-custom cabinets, quartz counters, new appliances, lighting and flooring, keeping plumbing roughly where it is, usually lands between $40,000 and $75,000. A high-end or open-concept renovation that removes walls, moves plumbing and gas, and uses custom millwork and premium appliances commonly runs $90,000 and up.',
        'Condo kitchens are smaller but not proportionally cheaper: building rules on working hours, elevator bookings and limits on moving plumbing add time and cost. Add 13% HST to every figure.',
      ],
    },
    {
      heading: 'Where the money goes',
      paragraphs: [
        'In a typical full renovation, cabinetry is the largest single line, often 30% to 35% of the budget. Labour for demolition, carpentry, installation and finishing is another 20% to 30%. Countertops and backsplash are around 10% to 15%, appliances 10% to 15%, and plumbing, electrical, lighting, flooring, drywall and paint make up the rest.',
        'The choices that move the total most are layout changes, cabinet construction and custom sizes, counter material and edge details, and appliances. A panel-ready 36-inch fridge can cost several times a standard one.',
      ],
    },
    {
      heading: 'The costs people forget',
      paragraphs: [
        'Permits and drawings: removing or altering a load-bearing wall needs an engineer and a building permit, and moving plumbing needs a plumbing permit. Budget a few thousand dollars for design, engineering and fees on an open-concept project.',
        'Electrical upgrades: modern kitchens need several dedicated circuits, and an induction range may need a 40 or 50 A circuit that an older 100 A service cannot support without load management or an upgrade. In pre-war homes, opening walls often reveals knob-and-tube that must be replaced.',
        'Ventilation: a proper range hood ducted to the outside, with make-up air for powerful hoods, is worth every dollar.',
        'Eating out: four to ten weeks without a kitchen adds up. Plan a temporary kitchen in the basement or dining room.',
      ],
    },
    {
      heading: 'Build in a contingency',
      paragraphs: [
        'Older Toronto houses hide things: uneven floors, undersized joists, galvanised pipes, old patched wiring. Set aside 10% of the construction cost as a contingency for a newer home and 15% to 20% for a house built before 1950. If you do not need it, it pays for the upgrade you wanted.',
      ],
    },
    {
      heading: 'Timeline and lead times',
      paragraphs: [
        'Expect two to six weeks of design and ordering before work starts, and four to ten weeks of construction depending on scope. Custom cabinets commonly take six to ten weeks to build, and counters are templated only after cabinets are installed, adding one to two weeks. Order appliances early so the cabinet maker has the exact specifications.',
      ],
    },
    {
      heading: 'How to keep the project on budget',
      paragraphs: [
        'Decide on layout, appliances and cabinetry before asking for final quotes, so every contractor prices the same kitchen. Ask for an itemised quote with allowances for items not yet chosen, such as tile or light fixtures, and check that allowances are realistic. Agree in writing how changes will be priced before work starts.',
        'Finally, compare at least three detailed quotes from contractors who carry WSIB coverage and liability insurance and who will pull the permits. The lowest number is only a bargain if it includes everything the others do.',
      ],
    },
  ],
};

export const VET_CONTRACTOR_ARTICLE: Article = {
  id: 6,
  slug: 'how-to-vet-a-contractor-ontario',
  title: 'How to vet a contractor in Ontario: WSIB, insurance, references',
  excerpt:
    'A checklist for hiring a renovation contractor in Ontario: the licences to verify, the insurance and WSIB documents to ask for, what your contract must say, and the red flags to walk away from.',
  image: IMG.article,
  imageAlt: 'Homeowner reviewing a contractor’s insurance certificate and contract at a kitchen table',
  category: 'Hiring Advice',
  author: 'Michael Foster, Consumer Editor',
  date: '2025-05-06',
  readTime: '7 min read',
  body: [
    {
      paragraphs: [
        'Most renovation disasters start at the hiring stage: a contractor with no insurance, a contract that says almost nothing, or a large deposit paid in cash. The good news is that Ontario gives homeowners real tools to check a contractor before signing. Every contractor on our marketplace is screened, but these are the checks we recommend you do for any hire.',
      ],
    },
    {
      heading: '1. Ask for a WSIB clearance certificate',
      paragraphs: [
        'Most construction businesses in Ontario must be registered with the Workplace Safety and Insurance Board. A clearance certificate confirms the contractor is registered and in good standing, and it protects you if a worker is injured on your property. Ask for a current certificate before work starts and again for long projects, because they expire. You can verify a certificate through WSIB’s online clearance certificate service.',
      ],
    },
    {
      heading: '2. Check liability insurance',
      paragraphs: [
        'Ask for a certificate of commercial general liability insurance, ideally at least $2 million, and confirm it is current. For larger projects ask to be named as an additional insured. Call the broker listed on the certificate if anything looks off. Without it, damage to your house or your neighbour’s could become your problem.',
      ],
    },
    {
      heading: '3. Verify trade licences',
      paragraphs: [
        'Electrical work must be done by an ESA-Licensed Electrical Contractor; look up the licence number on the Electrical Safety Authority website. Plumbers and electricians must hold Certificates of Qualification, which you can check on the Skilled Trades Ontario public register. Anyone installing or servicing gas appliances must be a TSSA-registered contractor using certified gas technicians.',
        'Some municipalities also license contractors. The City of Toronto, for example, issues business licences to building renovators and plumbing and drain contractors, and its flood-protection subsidy requires the contractor to hold one. Check with your municipality’s licensing office.',
      ],
    },
    {
      heading: '4. Talk to references and look at finished work',
      paragraphs: [
        'Ask for three references from projects similar to yours, completed in the last two years, and call them. Ask whether the job finished on time and on budget, how changes and problems were handled, whether the site was kept clean and safe, and whether they would hire the contractor again. If possible, visit a finished project. Online reviews are useful for patterns, not single comments.',
      ],
    },
    {
      heading: '5. Get it in writing',
      paragraphs: [
        'Ontario’s Consumer Protection Act, 2002 requires a written agreement for home renovation contracts over $50. The contract should name the parties with addresses, describe the work and materials in detail, state the total price with HST, the payment schedule and the start and completion dates, and say who obtains permits. If a contractor gives you an estimate, the final price generally cannot exceed it by more than 10% without your agreement. If you sign the contract in your own home, you have a 10-day cooling-off period to cancel.',
        'Keep deposits reasonable, commonly 10% to 20% for renovations, and tie later payments to completed stages rather than dates. Ontario’s Construction Act allows unpaid subcontractors and suppliers to register liens; keeping a holdback on payments until the lien period has passed protects you, so ask a lawyer how it applies to your project.',
      ],
    },
    {
      heading: 'Red flags',
      paragraphs: [
        'Walk away from contractors who ask for cash only to avoid HST, want most of the price up front, tell you a permit is not needed for structural, plumbing or electrical work, knock on your door with a limited-time offer, cannot produce WSIB or insurance documents, or pressure you to sign the same day.',
        'A good contractor will welcome these questions. The twenty minutes it takes to check them is the best investment you will make in your renovation.',
      ],
    },
  ],
};
