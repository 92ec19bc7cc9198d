import type { Topic } from '@vault/contracts';

/**
 * Words that signal each topic. Strong words (weight 2) rarely appear outside their topic;
 * the others (weight 1) lean towards it. Words are written plainly and stemmed when loaded, so
 * "markets" and "market" are one entry. A word may signal several topics.
 */
export const TOPIC_LEXICON: Record<Exclude<Topic, 'Other'>, { strong: string; weak: string }> = {
  Technology: {
    strong: `software hardware programming programmer developer javascript typescript python rust golang
      java kotlin swift api apis database databases algorithm algorithms compiler kubernetes docker linux
      windows macos android ios smartphone laptop cpu gpu chip chips semiconductor cloud server servers
      ai llm llms chatbot neural robotics cybersecurity encryption malware browser browsers github
      opensource open-source framework frameworks react frontend backend devops internet wifi bluetooth
      startup app apps gadget gadgets silicon microsoft google apple nvidia openai blockchain crypto
      code coding repository npm html css http protocol`,
    weak: `technology tech digital online data computer computers computing device devices network
      platform platforms automation engineer engineers engineering machine model models web website
      user users feature features release version update install storage memory performance`,
  },
  Business: {
    strong: `ceo cfo startup startups revenue revenues profit profits merger acquisition acquisitions
      shareholders shareholder enterprise b2b saas marketing sales customer customers retail retailer
      entrepreneur entrepreneurs founder founders layoffs supply-chain corporate corporation`,
    weak: `business company companies market markets industry firm firms brand brands growth strategy
      management manager managers deal deals product products competition competitor competitors
      executive executives board quarter quarterly earnings commerce trade partnership`,
  },
  Science: {
    strong: `scientist scientists physics chemistry biology astronomy astrophysics telescope nasa
      quantum molecule molecules molecular genome genetic genetics dna evolution species fossil
      fossils experiment experiments laboratory particle particles galaxy galaxies planet planets
      asteroid climate ecology neuroscience peer-reviewed hypothesis`,
    weak: `science scientific research researchers study studies discovery universe space earth ocean
      energy carbon data evidence theory analysis sample samples cell cells atom atoms`,
  },
  Health: {
    strong: `health healthcare medical medicine doctor doctors patient patients hospital hospitals
      disease diseases cancer diabetes vaccine vaccines virus viral infection symptoms therapy
      clinical nurse nurses mental depression anxiety nutrition obesity surgery drug drugs fda
      pandemic covid wellness fitness`,
    weak: `treatment care body sleep exercise diet risk blood heart brain pain weight stress illness
      condition prevention trial`,
  },
  Design: {
    strong: `design designer designers typography font fonts ux ui usability figma sketch wireframe
      wireframes prototype prototyping layout branding logo illustration illustrator photoshop
      interface accessibility palette`,
    weak: `visual color colour colors style aesthetic aesthetics grid icon icons graphic graphics
      architecture architect furniture creative pattern patterns minimal`,
  },
  Career: {
    strong: `career careers job jobs hiring hire recruiter recruiters recruiting resume cv interview
      interviews salary salaries promotion internship internships layoff employee employees employer
      employers workplace remote-work freelance freelancer linkedin mentor mentorship`,
    weak: `work working team teams manager leadership skills skill role roles colleague colleagues
      office boss professional productivity`,
  },
  Finance: {
    strong: `finance financial investing investor investors investment investments stock stocks
      shares bond bonds etf etfs fund funds dividend dividends portfolio inflation interest-rate
      bank banks banking loan loans mortgage mortgages credit debt tax taxes bitcoin ethereum
      trading trader traders wall-street nasdaq fed economy economic economist recession budget
      pension retirement savings`,
    weak: `money price prices cost costs rate rates dollar dollars euro pay income wealth capital
      valuation billion million spending market markets`,
  },
  Politics: {
    strong: `politics political politician politicians government election elections vote voters
      voting president prime-minister parliament congress senate senator senators democrat democrats
      republican republicans party parties campaign policy policies legislation law laws minister
      ministry supreme-court diplomacy diplomatic sanctions war military geopolitics referendum
      coalition opposition white-house kremlin nato`,
    weak: `state states country countries nation national federal public rights court courts leader
      leaders administration bill reform security border immigration protest protests`,
  },
  Culture: {
    strong: `culture cultural art arts artist artists museum museums gallery painting paintings
      literature novel novels poetry poet poem poems book books author authors history historical
      heritage philosophy religion religious language languages tradition traditions society`,
    weak: `story stories writer writers writing reading essay identity community communities
      people social century ancient`,
  },
  Entertainment: {
    strong: `movie movies film films cinema actor actors actress director hollywood netflix
      streaming series tv television episode episodes season celebrity celebrities music musician
      musicians album albums song songs singer band concert gaming video-game videogame games
      nintendo playstation xbox anime comedy podcast podcasts oscar oscars`,
    weak: `show shows fans star stars watch trailer entertainment fun character characters drama
      play player`,
  },
  Sports: {
    strong: `sport sports football soccer basketball baseball tennis golf cricket rugby hockey
      olympics olympic athlete athletes nba nfl fifa league championship tournament match matches
      coach coaches goal goals striker quarterback playoffs stadium marathon cycling racing f1
      formula boxing`,
    weak: `team teams player players season win won score scored game games fans cup race medal
      training`,
  },
  Education: {
    strong: `education educational school schools student students teacher teachers teaching
      university universities college colleges curriculum classroom course courses tutorial
      tutorials lesson lessons learning learn exam exams degree academic professor scholarship
      homework kindergarten`,
    weak: `study studying teach class classes knowledge skills guide beginner beginners`,
  },
  Travel: {
    strong: `travel traveling travelling traveler travelers tourism tourist tourists destination
      destinations hotel hotels flight flights airline airlines airport vacation holiday holidays
      trip trips itinerary backpacking passport visa cruise resort beach beaches sightseeing`,
    weak: `city cities country visit visiting island islands tour tours journey road mountains
      guide explore`,
  },
  Food: {
    strong: `food foods recipe recipes cooking cook chef chefs restaurant restaurants cuisine
      ingredient ingredients bake baking kitchen meal meals dish dishes dinner lunch breakfast
      vegan vegetarian dessert flavor flavour wine coffee tea bread cheese`,
    weak: `eat eating taste delicious sauce oil sugar salt cup cups minutes oven fresh menu drink
      drinks`,
  },
  Lifestyle: {
    strong: `lifestyle fashion beauty skincare makeup home decor interior gardening garden
      parenting parents relationship relationships dating wedding self-care mindfulness meditation
      minimalism habits happiness pets dog dogs cat cats`,
    weak: `life living family friends love personal style house routine morning tips happy
      hobby hobbies`,
  },
};
