/**
 * One sentence per integration: what it does, for its catalogue card and the top of its page.
 * English is the fallback; Danish and Norwegian are written for their readers, not word for word.
 */
export const INTEGRATION_DESCRIPTIONS: Record<string, { en: string; da: string; nb: string }> = {
  'e-conomic': {
    en: 'Posts invoices, credit notes, payments and fees to an e-conomic daybook and keeps your debtors in step.',
    da: 'Bogfører fakturaer, kreditnotaer, betalinger og gebyrer i en kassekladde i e-conomic og holder debitorerne opdateret.',
    nb: 'Bokfører fakturaer, kreditnotaer, betalinger og gebyrer i en kassekladd i e-conomic og holder debitorene oppdatert.',
  },
  dinero: {
    en: 'Sends invoices, credit notes and payments to Dinero with the right account and VAT, contacts included.',
    da: 'Sender fakturaer, kreditnotaer og betalinger til Dinero med korrekt konto og moms, kontakter inklusive.',
    nb: 'Sender fakturaer, kreditnotaer og betalinger til Dinero med riktig konto og mva., kontakter inkludert.',
  },
  billy: {
    en: 'Books subscription invoices, payments and card fees in Billy automatically, so its VAT report is complete.',
    da: 'Bogfører abonnementsfakturaer, betalinger og kortgebyrer automatisk i Billy, så momsopgørelsen er komplet.',
    nb: 'Bokfører abonnementsfakturaer, betalinger og kortgebyrer automatisk i Billy, så mva.-rapporten blir komplett.',
  },
  uniconta: {
    en: 'Writes invoices, payments and fees to a Uniconta journal, with dimensions per revenue group.',
    da: 'Skriver fakturaer, betalinger og gebyrer til en kladde i Uniconta med dimensioner pr. indtægtsgruppe.',
    nb: 'Skriver fakturaer, betalinger og gebyrer til en kladd i Uniconta, med dimensjoner per inntektsgruppe.',
  },
  'business-central': {
    en: 'Posts billing to a Business Central journal batch with your G/L accounts, posting groups and dimensions.',
    da: 'Bogfører faktureringen i en kladdebatch i Business Central med dine finanskonti, bogføringsgrupper og dimensioner.',
    nb: 'Bokfører faktureringen i en kladdebunt i Business Central med dine hovedbokskontoer, bokføringsgrupper og dimensjoner.',
  },
  'power-office-go': {
    en: 'Sends invoices, payments and reminder fees to PowerOffice Go as vouchers and keeps the customer ledger current.',
    da: 'Sender fakturaer, betalinger og rykkergebyrer til PowerOffice Go som bilag og holder debitorbogholderiet ajour.',
    nb: 'Sender fakturaer, betalinger og purregebyrer til PowerOffice Go som bilag og holder kundereskontroen oppdatert.',
  },
  tripletex: {
    en: 'Creates Tripletex vouchers for every invoice, payment and fee, with VAT types, departments and projects.',
    da: 'Opretter bilag i Tripletex for hver faktura, betaling og gebyr med momstyper, afdelinger og projekter.',
    nb: 'Oppretter bilag i Tripletex for hver faktura, betaling og gebyr, med mva-koder, avdelinger og prosjekter.',
  },
  fiken: {
    en: 'Books recurring invoices, credit notes and payments in Fiken with the invoice PDF attached.',
    da: 'Bogfører løbende fakturaer, kreditnotaer og betalinger i Fiken med fakturaens PDF vedhæftet.',
    nb: 'Bokfører faste fakturaer, kreditnotaer og betalinger i Fiken med faktura-PDF-en vedlagt.',
  },
  netvisor: {
    en: 'Sends vouchers for invoices, payments and fees to Netvisor, with Finnish reference numbers.',
    da: 'Sender bilag for fakturaer, betalinger og gebyrer til Netvisor med finske referencenumre.',
    nb: 'Sender bilag for fakturaer, betalinger og gebyrer til Netvisor, med finske referansenumre.',
  },
  procountor: {
    en: 'Sends billing to Procountor as ledger receipts, with VAT status and dimension items per revenue group.',
    da: 'Sender faktureringen til Procountor som bogføringsbilag med momsstatus og dimensioner pr. indtægtsgruppe.',
    nb: 'Sender faktureringen til Procountor som bokføringsbilag, med mva.-status og dimensjoner per inntektsgruppe.',
  },
  fortnox: {
    en: 'Posts invoices, payments and fees to Fortnox as vouchers in your own series, VAT on a line of its own.',
    da: 'Bogfører fakturaer, betalinger og gebyrer i Fortnox som bilag i din egen serie, med momsen på sin egen linje.',
    nb: 'Bokfører fakturaer, betalinger og gebyrer i Fortnox som bilag i din egen serie, med mva. på egen linje.',
  },
  stripe: {
    en: 'Takes card payments, charges saved cards on each due date and matches payouts to their charges.',
    da: 'Tager imod kortbetalinger, trækker gemte kort på forfaldsdagen og afstemmer udbetalinger med deres betalinger.',
    nb: 'Tar imot kortbetaling, belaster lagrede kort på forfallsdatoen og avstemmer utbetalinger mot belastningene.',
  },
  betalingsservice: {
    en: 'Registers Betalingsservice agreements, sends collections before the deadline and marks invoices paid.',
    da: 'Tilmelder aftaler til Betalingsservice, sender opkrævninger før fristen og markerer fakturaer som betalt.',
    nb: 'Registrerer Betalingsservice-avtaler, sender innkrevinger før fristen og markerer fakturaer som betalt.',
  },
  leverandoerservice: {
    en: 'Collects from Danish business customers through Leverandørservice, with advance notice on every invoice.',
    da: 'Opkræver hos danske erhvervskunder via Leverandørservice med forhåndsadvisering på hver faktura.',
    nb: 'Krever inn fra danske bedriftskunder via Leverandørservice, med forhåndsvarsel på hver faktura.',
  },
  avtalegiro: {
    en: 'Sends AvtaleGiro payment claims with KID before each due date and books the results every banking day.',
    da: 'Sender AvtaleGiro-krav med KID før hver forfaldsdag og bogfører resultatet hver bankdag.',
    nb: 'Sender AvtaleGiro-krav med KID før hver forfallsdato og bokfører resultatet hver bankdag.',
  },
  sepa: {
    en: 'Keeps SEPA mandates, sends pre-notification and builds pain.008 collection files for euro invoices.',
    da: 'Holder styr på SEPA-mandater, sender forhåndsvarsel og danner pain.008-opkrævningsfiler til fakturaer i euro.',
    nb: 'Holder orden på SEPA-mandater, sender forhåndsvarsel og lager pain.008-innkrevingsfiler for fakturaer i euro.',
  },
  nordea: {
    en: 'Imports Nordea transactions daily and matches payments to invoices by FIK, KID, RF or OCR reference.',
    da: 'Henter transaktioner fra Nordea dagligt og matcher betalinger med fakturaer via FIK, KID, RF eller OCR.',
    nb: 'Henter transaksjoner fra Nordea daglig og matcher innbetalinger mot fakturaer via FIK, KID, RF eller OCR.',
  },
  'danske-bank': {
    en: 'Matches Danske Bank payments to open invoices every day and sends refunds for approval in District.',
    da: 'Matcher indbetalinger i Danske Bank med åbne fakturaer hver dag og sender tilbagebetalinger til godkendelse i District.',
    nb: 'Matcher innbetalinger i Danske Bank mot åpne fakturaer hver dag og sender refusjoner til godkjenning i District.',
  },
  'jyske-bank': {
    en: 'Matches Jyske Bank payments to invoices daily, splitting one transfer across the invoices it pays.',
    da: 'Matcher indbetalinger i Jyske Bank med fakturaer dagligt og fordeler én overførsel på de fakturaer, den betaler.',
    nb: 'Matcher innbetalinger i Jyske Bank mot fakturaer daglig og fordeler én overføring på fakturaene den betaler.',
  },
  sydbank: {
    en: 'Reads Sydbank transactions every banking day and closes invoices paid with FIK straight away.',
    da: 'Læser transaktioner fra Sydbank hver bankdag og lukker fakturaer betalt med FIK med det samme.',
    nb: 'Leser transaksjoner fra Sydbank hver bankdag og lukker fakturaer betalt med FIK med en gang.',
  },
  dnb: {
    en: 'Imports DNB transactions with KID details, so each Norwegian payment is matched to its own invoice.',
    da: 'Henter transaktioner fra DNB med KID-detaljer, så hver norsk betaling matches med sin egen faktura.',
    nb: 'Henter transaksjoner fra DNB med KID-detaljer, så hver innbetaling matches mot sin egen faktura.',
  },
  handelsbanken: {
    en: 'Brings Handelsbanken payments into billing daily and sends approved refunds to the bank as payment files.',
    da: 'Henter indbetalinger fra Handelsbanken dagligt og sender godkendte tilbagebetalinger til banken som betalingsfiler.',
    nb: 'Henter innbetalinger fra Handelsbanken daglig og sender godkjente refusjoner til banken som betalingsfiler.',
  },
  bank: {
    en: 'Matches payments from any bank: upload camt.053 or CSV statements and transfers close their invoices.',
    da: 'Matcher betalinger fra enhver bank: upload camt.053- eller CSV-udtog, så lukker overførslerne deres fakturaer.',
    nb: 'Matcher innbetalinger fra alle banker: last opp camt.053- eller CSV-utdrag, så lukker overføringene fakturaene.',
  },
  chartmogul: {
    en: 'Feeds ChartMogul with customers, plans and invoices, so MRR, churn and cohorts rest on real billing.',
    da: 'Fodrer ChartMogul med kunder, planer og fakturaer, så MRR, churn og kohorter bygger på den rigtige fakturering.',
    nb: 'Fyller ChartMogul med kunder, planer og fakturaer, så MRR, churn og kohorter bygger på den faktiske faktureringen.',
  },
  'google-sheets': {
    en: 'Writes MRR, invoices, accounts and subscriptions to a spreadsheet you own, refreshed every day.',
    da: 'Skriver MRR, fakturaer, konti og abonnementer i et regneark, du ejer, og opdaterer det hver dag.',
    nb: 'Skriver MRR, fakturaer, kontoer og abonnementer til et regneark du eier, og oppdaterer det hver dag.',
  },
  'power-bi': {
    en: 'Gives Power BI read-only access to accounts, subscriptions, invoices and metrics through an OData feed.',
    da: 'Giver Power BI skrivebeskyttet adgang til konti, abonnementer, fakturaer og nøgletal via et OData-feed.',
    nb: 'Gir Power BI lesetilgang til kontoer, abonnementer, fakturaer og nøkkeltall gjennom en OData-strøm.',
  },
  hubspot: {
    en: 'Shows MRR, plans and overdue balances on HubSpot companies and starts billing from closed-won deals.',
    da: 'Viser MRR, planer og forfaldne saldi på virksomheder i HubSpot og starter faktureringen fra vundne deals.',
    nb: 'Viser MRR, planer og forfalte saldoer på selskaper i HubSpot og starter faktureringen fra vunne avtaler.',
  },
  zapier: {
    en: 'Connects your billing to 5,000+ apps: start zaps from invoices and payments, or create accounts from them.',
    da: 'Forbinder din fakturering med over 5.000 apps: start zaps fra fakturaer og betalinger, eller opret konti fra dem.',
    nb: 'Kobler faktureringen din til over 5 000 apper: start zaps fra fakturaer og betalinger, eller opprett kontoer fra dem.',
  },
  slack: {
    en: 'Posts failed payments, cancellations, new subscriptions and a weekly MRR summary to your Slack channels.',
    da: 'Sender fejlede betalinger, opsigelser, nye abonnementer og en ugentlig MRR-opsummering til dine Slack-kanaler.',
    nb: 'Sender mislykkede betalinger, oppsigelser, nye abonnementer og en ukentlig MRR-oppsummering til Slack-kanalene dine.',
  },
};
