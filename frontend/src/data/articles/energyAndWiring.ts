import { IMG } from '../images';
import type { Article } from '../types';

export const HEAT_PUMP_ARTICLE: Article = {
  id: 2,
  slug: 'heat-pumps-gta-rebates-winter-performance',
  title: 'Heat pumps in the GTA: rebates and real winter performance',
  excerpt:
    'Can a heat pump really heat a Toronto house in January? What modern cold-climate units do at -20°C, when to keep the furnace, and how Ontario’s rebates work in 2025.',
  image: IMG.article,
  imageAlt: 'Cold-climate heat pump outdoor unit on a wall bracket surrounded by snow',
  category: 'Energy Efficiency',
  author: 'Kevin Tran, HVAC Contributor',
  date: '2025-01-21',
  readTime: '8 min read',
  body: [
    {
      paragraphs: [
        'A heat pump is an air conditioner that can run in reverse. In summer it moves heat out of your house; in winter it pulls heat from the outdoor air and moves it in. Because it moves heat rather than creating it, a heat pump can deliver two to three units of heat for every unit of electricity it uses in mild weather. The question every GTA homeowner asks is what happens when it is -20°C outside.',
      ],
    },
    {
      heading: 'How cold is cold enough to matter?',
      paragraphs: [
        'Heating systems in Toronto are designed for an outdoor temperature of roughly -18°C to -20°C, which the city reaches only on the coldest handful of days each winter. Most of the heating season is spent between about -10°C and +5°C, where heat pumps work well.',
        'Older heat pumps lost most of their capacity below about -10°C and relied on electric resistance heat. Modern cold-climate models, with variable-speed compressors, keep producing useful heat down to -25°C or colder, although both capacity and efficiency fall as the temperature drops. At -20°C a good cold-climate unit still delivers more heat per kilowatt-hour than baseboard heaters, just not as much as it does at 0°C.',
      ],
    },
    {
      heading: 'All-electric or dual fuel?',
      paragraphs: [
        'There are two common designs. In an all-electric system the heat pump is sized to carry most of the load and electric backup heat covers the coldest hours. In a dual-fuel system the heat pump does most of the heating and a gas furnace takes over below a set outdoor temperature, called the balance point, often somewhere between -10°C and -15°C.',
        'Dual fuel is popular in the GTA because most homes already have a gas furnace and ductwork, and it avoids a large electrical upgrade. All-electric makes sense when the furnace is at the end of its life, the house is well insulated, or you want to drop the gas connection entirely. A good contractor will model both for your home and your utility rates.',
      ],
    },
    {
      heading: 'Sizing is everything',
      paragraphs: [
        'The most common mistake is copying the size of the old air conditioner. A heat pump should be sized from a room-by-room heat-loss calculation; in Canada the standard method is CSA F280. Oversized units cycle on and off and dehumidify poorly in summer; undersized units lean on backup heat. Ask every contractor how they sized the system. If the answer is a rule of thumb, keep looking.',
      ],
    },
    {
      heading: 'Installation details that matter in our climate',
      paragraphs: [
        'The outdoor unit should be mounted on a stand or wall bracket above the level of drifting snow, away from roof drip lines that form ice, with a path for defrost meltwater to drain without creating a sheet of ice on your walkway. In defrost mode the unit briefly reverses to melt frost off its coil; that is normal and takes a few minutes.',
        'Ducts sized for a furnace can be too small for the lower, longer airflow a heat pump prefers, particularly on upper floors. Ductless mini-splits are an excellent solution for additions, third floors and homes heated by hot-water radiators.',
      ],
    },
    {
      heading: 'Rebates and financing in 2025',
      paragraphs: [
        'Ontario’s Home Renovation Savings Program, delivered by Enbridge Gas and the IESO’s Save on Energy, launched on January 28, 2025. Its heat pump stream offers rebates on qualifying air-source and ground-source heat pumps, with amounts that depend on the type and size of the equipment and on whether the home is currently heated mainly by natural gas or electricity. Unlike earlier programs, the heat pump stream does not require a pre-retrofit energy audit. Your contractor usually needs to be registered with the program and the equipment must be on its eligible list, so confirm both before you sign.',
        'For financing, the City of Toronto’s Home Energy Loan Program offers low-interest loans for energy upgrades, and federal interest-free loans have been available through the Canada Greener Homes Loan. Program terms change, so check the current details on each program’s website.',
      ],
    },
    {
      heading: 'What about the bills?',
      paragraphs: [
        'Whether a heat pump lowers your bills depends on the price of natural gas and electricity, the efficiency of your existing system, and how you run it. Homes switching from electric baseboards, oil or propane usually save substantially. Homes switching from a modern gas furnace save less on energy costs but gain central air conditioning, lower emissions and, with dual fuel, the ability to use whichever fuel is cheaper at a given outdoor temperature.',
        'Ask for an operating-cost estimate based on your own gas and electricity bills and a written explanation of the balance point. Then enjoy one system that heats and cools, and a noticeably more even temperature from floor to floor.',
      ],
    },
  ],
};

export const KNOB_AND_TUBE_ARTICLE: Article = {
  id: 3,
  slug: 'knob-and-tube-wiring-pre-war-toronto-homes',
  title: 'Knob-and-tube wiring in pre-war Toronto homes',
  excerpt:
    'Buying a century home in the Annex, Riverdale or the Junction? Here is how to recognise knob-and-tube wiring, why insurers care, and what replacing it costs and involves.',
  image: IMG.article,
  imageAlt: 'Old knob-and-tube wiring on porcelain insulators between attic joists',
  category: 'Electrical',
  author: 'Amara Singh, Electrical Contributor',
  date: '2024-11-12',
  readTime: '7 min read',
  body: [
    {
      paragraphs: [
        'Walk through almost any Toronto neighbourhood built before the Second World War and you will find houses that were first wired with knob-and-tube. It was the standard method in Ontario from the early 1900s until around the 1940s, and in many homes some of it is still live behind the plaster today. If you own or are buying a house in the Annex, Riverdale, Cabbagetown, the Junction, Roncesvalles or the Beaches, it is worth understanding.',
      ],
    },
    {
      heading: 'What it is and how to spot it',
      paragraphs: [
        'Knob-and-tube uses single insulated copper conductors run separately, supported on porcelain knobs along joists and passed through porcelain tubes where they cross framing. There is no ground conductor, and the insulation is cloth and rubber, which becomes brittle with age.',
        'You may see it in an unfinished basement or attic: separate wires a few centimetres apart, running on white porcelain insulators. Two-prong outlets throughout a house, an old fuse panel and ceiling lights with pull chains are other clues. A licensed electrician can confirm how much is still in use, which is often more than the previous owner believed.',
      ],
    },
    {
      heading: 'Is it dangerous?',
      paragraphs: [
        'Knob-and-tube installed properly and left alone was a reasonable system for its time. The problems come from age and from a century of alterations. Insulation cracks and falls away where wires have been disturbed or overheated. Amateur splices connect it to newer cable. Circuits designed for a few lights now feed microwaves, air conditioners and space heaters. And because it was designed to shed heat into open air, it should not be buried in blown-in or batt insulation, which is exactly what happens during energy retrofits.',
        'It also has no ground, so it cannot safely serve modern three-prong receptacles without proper protection, and it is not suited to wet areas like kitchens and bathrooms.',
      ],
    },
    {
      heading: 'Why your insurer cares',
      paragraphs: [
        'Many Canadian insurers will not write a new policy on a home with live knob-and-tube, or will do so only with a surcharge and a deadline to replace it. Buyers often discover this a few days before closing. If you are buying a pre-war house, ask for an electrical inspection as a condition of the offer and call your insurer early. Once the wiring is replaced, the Electrical Safety Authority’s record of the inspected work is what the insurer will want to see.',
      ],
    },
    {
      heading: 'What replacement involves',
      paragraphs: [
        'Rewiring is done by an ESA-Licensed Electrical Contractor, who files a notification of work with ESA before starting. New cable is run from a new or upgraded panel, usually 200 A, to every outlet, switch and light. Experienced crews fish cable through walls and ceilings using small openings rather than removing plaster, working from the basement and attic wherever possible. Afterward the openings are patched, ready for paint.',
        'The work usually takes one to three weeks for a typical semi or detached house, and you can often stay in the home. Power is off only for short periods, mainly during the panel changeover.',
      ],
    },
    {
      heading: 'What it costs',
      paragraphs: [
        'For a typical two- or three-storey Toronto semi or detached house, a full knob-and-tube replacement commonly costs between $15,000 and $30,000, more for large homes, heavy plaster mouldings or difficult access. A service upgrade to 200 A adds roughly $3,500 to $6,500 if it is needed. Plaster repair and painting are sometimes quoted separately, so check what is included.',
        'The best time to rewire is before or during a renovation, when walls and ceilings are open anyway. If you are planning a kitchen or basement project in the next few years, have the electrician price the whole-house rewire at the same time; the combined job is almost always cheaper than doing it twice.',
      ],
    },
    {
      heading: 'Questions to ask an electrician',
      paragraphs: [
        'Ask for their ESA licence number and check it on ESA’s website. Ask whether the quote includes all circuits, including the attic and porch lights people forget, whether it includes a panel upgrade, how many openings they expect to make and who patches them, and whether you will receive the ESA inspection record at the end. A clear answer to each is a good sign you have the right contractor.',
      ],
    },
  ],
};
