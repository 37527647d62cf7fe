/** Whitespace-separated words as a list. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/**
 * Words for the search benchmark's Dutch texts, most frequent first. A text draws its words log-uniformly by rank
 * (the r-th word with probability ln((r+1)/r) / ln(n+1): Zipf-like), so function words fill about half of every
 * text, the construction trade's everyday words are common, and the tail is uncommon. Compounds ('bouwtekeningen',
 * 'hemelwaterafvoer'), plurals beside singulars and accented words ('categorieën', 'coördinatie') are in it, as in
 * the chat of a building project. No apostrophes: the words go into SQL as array elements.
 */
export const VOCABULARY: readonly string[] = words(`
  de en het van een in is levering dat op te voor met zijn
  niet er factuur aan ook als bij om we ik planning je die dit
  nog maar wel dan naar morgen kan wordt of uit door over tot
  offerte al zo moet graag even vandaag hebben heeft week dinsdag
  werkzaamheden tekening klaar aannemer gemeente bouwtekeningen uitvoering oplevering
  project opdrachtgever maandag woensdag donderdag vrijdag pallets staal beton
  steiger kozijnen dakgoot gevel fundering vloer wanden plafond installatie
  elektra loodgieter schilder timmerman metselaar voegwerk isolatie dakpannen
  bouwtekening bestek begroting meerwerk minderwerk stelpost stelposten termijn
  betaling facturen factuurnummer bouwvergunning omgevingsvergunning vergunning keuring
  opleverpunten opleverdatum bouwplaats container afval sloopwerk ruwbouw afbouw
  categorieën coördinatie coördinator geïnteresseerd geïsoleerd geïnstalleerd financiën
  ideeën beëindigd vóór één café reünie overleg bouwvergadering notulen afspraak
  afspraken contract artikel bijlage foto fotos tekeningen revisie versie
  constructeur architect uitvoerder projectleider werkvoorbereider calculator inkoper
  leverancier leveranciers onderaannemer bouwbedrijf installateur installatiebedrijf
  vloerverwarming warmtepomp zonnepanelen zonnepaneel ventilatie luchtbehandeling
  rioolaansluiting riolering waterleiding hemelwaterafvoer dakgoten dakbedekking
  dakkapel dakrand gevelisolatie gevelbekleding metselwerk stucwerk tegelwerk
  schilderwerk kitwerk glaswerk beglazing hang sluitwerk deuren binnendeuren
  buitendeuren trap trappen balustrade leuning liggers kolommen wapening bekisting
  betonstorting stortdatum funderingsherstel heipalen grondwerk ontgraving bestrating
  terrein hekwerk bouwhek kraan hoogwerker verreiker transport vracht vrachtwagen
  bezorging afleveradres pakbon pakbonnen orderbevestiging bestelling bestellingen
  levertijd levertijden vertraging achterstand uitstel spoed prioriteit melding
  storing lekkage schade schadeformulier verzekering garantie onderhoud inspectie
  rapport rapportage meetstaat hoeveelheden maatvoering uitzetten peil niveau
  verdieping begane grond kelder zolder berging garage badkamer keuken toilet
  meterkast groepenkast bekabeling leidingwerk sparingen doorvoeren brandwerend
  brandveiligheid vluchtweg nooduitgang bouwbesluit welstand bestemmingsplan aanvraag
  aanvragen goedkeuring goedgekeurd afgekeurd akkoord handtekening ondertekend
  getekend verstuurd ontvangen bevestigd gepland ingepland verschoven uitgevoerd
  afgerond opgeleverd gecontroleerd gemeten geleverd gestort geplaatst gemonteerd
  aangesloten afgesloten gerepareerd vervangen verwijderd gesloopt geschilderd
  kostenraming kosten prijs prijzen korting btw bedrag totaal aanbetaling
  eindafrekening termijnfactuur creditnota herinnering aanmaning betaaltermijn
  overschrijding budget financiering hypotheek subsidie energielabel duurzaamheid
  circulair houtbouw prefab modulair renovatie verbouwing nieuwbouw uitbreiding
  aanbouw transformatie restauratie monument gemeentehuis school sporthal kantoor
  bedrijfshal loods appartementen woningen rijtjeshuis twee drie vier tien
  januari februari maart april mei juni juli augustus september oktober
  november december ochtend middag avond vanmiddag vanavond gisteren overmorgen
  straks binnenkort later eerder meteen direct dringend bedankt groet groeten
  prima goed helaas probleem oplossing vraag vragen antwoord terugkoppeling
  opmerking opmerkingen wijziging wijzigingen aanpassing aanpassingen detail details
  doorsnede plattegrond aanzicht situatie principedetail werktekening werktekeningen
  constructietekening installatietekening bouwtekenaar tekenwerk schets ontwerp
  voorlopig definitief concept uitwerking bouwteam bouwkundig constructief
  werktuigbouwkundig elektrotechnisch akoestiek geluidsisolatie daglicht zonwering
  screens rolluiken lift liftschacht schacht dakterras balkon balkons galerij
  entree hal portiek fietsenstalling parkeerplaats parkeergarage laadpalen tuin
  groen beplanting bomen kapvergunning asfalt klinkers stoep straatwerk putten
  kolken drainage grondwater bodemonderzoek sondering sonderingen draagkracht
  zetting scheur scheuren vocht schimmel condens koudebrug luchtdichtheid
  blowerdoortest thermografie ventilatiesysteem wtw cv ketel radiatoren thermostaat
`);

/**
 * Words of the long tail, each in about one text in 10,000 (messages) or one in 1,000 (documents' texts): what a
 * member looks for when one message or file must be found again.
 */
export const RARE_WORDS: readonly string[] = words(`
  asbestinventarisatie grondwaterbemaling damwandplanken kwelwater zettingsvloeiing
  ankerstaven kimnaad trasraam spouwankers loodslabben zinkwerk boeiboorden
  windveren hwa ontluchtingspijp schoorsteenkap hardsteen natuursteendorpels
  keerwanden prefabbalkons
`);
