// The core's and the server's messages in Finnish (suomi) (core/i18n/core-messages.ts), following
// docs/i18n/glossary-fi.md. Keys are the English messages, word for word.
import type { CoreTranslations } from '../core-message-list';
import { APP_TEXTS } from '../app-texts';
import * as ROUND_RULES from '../../rules/round';

export default {
  'Email is required': 'Sähköposti vaaditaan',
  'Password is required': 'Salasana vaaditaan',
  'Please enter a valid email address': 'Anna kelvollinen sähköpostiosoite',
  'Password must be at least 6 characters long': 'Salasanan on oltava vähintään 6 merkkiä pitkä',
  'Password must be at most 128 characters long': 'Salasana saa olla enintään 128 merkkiä pitkä',
  'Passwords do not match': 'Salasanat eivät täsmää',
  'Please enter your email address to reset your password':
    'Anna sähköpostiosoitteesi salasanan vaihtamiseksi',
  'Display name is required': 'Näyttönimi vaaditaan',
  'Display name must be at most 60 characters': 'Näyttönimi saa olla enintään 60 merkkiä',
  'Current password is required': 'Nykyinen salasana vaaditaan',
  'The new password must be different from the current one':
    'Uuden salasanan on oltava eri kuin nykyinen',
  'Another account now uses this email address. Ask for a new link with another one.':
    'Toinen tili käyttää nyt tätä sähköpostiosoitetta. Pyydä uusi linkki toisella osoitteella.',
  'Invalid credentials': 'Virheelliset tunnukset',
  'Too many failed login attempts. Please try again later':
    'Liian monta epäonnistunutta kirjautumisyritystä. Yritä myöhemmin uudelleen',
  'Network error. Please check your connection and try again':
    'Verkkovirhe. Tarkista yhteytesi ja yritä uudelleen',
  'Failed to login': 'Kirjautuminen epäonnistui',
  'No account found with this email address': 'Tällä sähköpostiosoitteella ei löytynyt tiliä',
  'Invalid email address': 'Virheellinen sähköpostiosoite',
  'Failed to send password reset email': 'Salasanan vaihtoviestin lähetys epäonnistui',
  'Password reset email sent! Please check your inbox and follow the instructions to reset your password.':
    'Salasanan vaihtoviesti lähetetty! Katso saapuneet viestisi ja vaihda salasanasi ohjeiden mukaan.',
  'An account with this email already exists': 'Tällä sähköpostiosoitteella on jo tili',
  'Password is too weak. Please use a stronger password':
    'Salasana on liian heikko. Käytä vahvempaa salasanaa',
  'Failed to create account': 'Tilin luominen epäonnistui',
  'Profile updated successfully!': 'Profiili päivitetty!',
  'Failed to update profile': 'Profiilin päivitys epäonnistui',
  'Current password is incorrect': 'Nykyinen salasana on väärä',
  'Password changed. Your other devices have been signed out.':
    'Salasana vaihdettu. Muut laitteesi on kirjattu ulos.',
  'Failed to change password': 'Salasanan vaihto epäonnistui',
  'Incorrect password': 'Väärä salasana',
  'Failed to delete account': 'Tilin poistaminen epäonnistui',
  'Signed out everywhere else.': 'Kirjattu ulos kaikkialta muualta.',
  'Failed to sign out the other devices': 'Muiden laitteiden uloskirjaus epäonnistui',
  'This is already your email address': 'Tämä on jo sähköpostiosoitteesi',
  'Failed to change email': 'Sähköpostiosoitteen vaihto epäonnistui',
  'Too many requests. Please try again later.': 'Liian monta pyyntöä. Yritä myöhemmin uudelleen.',
  'Sign-up is closed on this server.': 'Rekisteröityminen on suljettu tällä palvelimella.',
  'Sign-up on this server is by invitation only. Ask its admin for an invite link.':
    'Tälle palvelimelle rekisteröidytään vain kutsusta. Pyydä kutsulinkkiä sen ylläpitäjältä.',
  'This invite link is not valid: it was used already or has expired.':
    'Tämä kutsulinkki ei kelpaa: se on jo käytetty tai vanhentunut.',
  'This invite is for another email address.': 'Tämä kutsu on toiselle sähköpostiosoitteelle.',
  'This account is disabled.': 'Tämä tili on poistettu käytöstä.',
  "You are this server's only admin. Make another account an admin first (npm run admin -- promote <email>), then delete this one.":
    'Olet tämän palvelimen ainoa ylläpitäjä. Tee ensin toisesta tilistä ylläpitäjä (npm run admin -- promote <email>) ja poista sitten tämä.',
  'This server signs in with single sign-on only: passwords are not used here.':
    'Tälle palvelimelle kirjaudutaan vain kertakirjautumisella: salasanoja ei käytetä.',
  'An account with this email address already exists, and the sign-on provider did not confirm that the address is yours. Log in with your password instead.':
    'Tällä sähköpostiosoitteella on jo tili, eikä kirjautumispalvelu vahvistanut, että osoite on sinun. Kirjaudu sen sijaan salasanallasi.',
  'The sign-on provider did not give an email address, which Hyzer needs.':
    'Kirjautumispalvelu ei antanut sähköpostiosoitetta, jota Hyzer tarvitsee.',
  'Single sign-on did not succeed. Please try again.':
    'Kertakirjautuminen ei onnistunut. Yritä uudelleen.',
  'Sign in through your sign-on provider’s page.': 'Kirjaudu kirjautumispalvelusi sivun kautta.',
  'Sign in again to delete your account: for your safety this needs a sign-in from the last 10 minutes.':
    'Kirjaudu uudelleen poistaaksesi tilisi: turvallisuutesi vuoksi tähän tarvitaan kirjautuminen viimeisen 10 minuutin ajalta.',
  'Your email address comes from your sign-on provider: change it there. Hyzer keeps the address your account was made with.':
    'Sähköpostiosoitteesi tulee kirjautumispalvelultasi: vaihda se siellä. Hyzer säilyttää osoitteen, jolla tilisi luotiin.',
  'Hello,': 'Hei,',
  'Reset your Hyzer password': 'Vaihda Hyzer-salasanasi',
  'Someone asked to reset the password of your Hyzer account.':
    'Joku pyysi vaihtamaan Hyzer-tilisi salasanan.',
  'To choose a new password, open this link within one hour:':
    'Valitse uusi salasana avaamalla tämä linkki tunnin kuluessa:',
  'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.':
    'Linkki toimii kerran. Jos et pyytänyt tätä, voit jättää viestin huomiotta; salasanasi pysyy ennallaan.',
  'Confirm your new Hyzer e-mail address': 'Vahvista uusi Hyzer-sähköpostiosoitteesi',
  'Someone asked to use this address for a Hyzer account.':
    'Joku pyysi käyttämään tätä osoitetta Hyzer-tilillä.',
  'To confirm, open this link within one hour:': 'Vahvista avaamalla tämä linkki tunnin kuluessa:',
  'The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.':
    'Osoite vaihtuu vasta, kun linkki avataan. Jos et pyytänyt tätä, voit jättää viestin huomiotta.',
  'Your Hyzer e-mail address is being changed': 'Hyzer-sähköpostiosoitettasi ollaan vaihtamassa',
  'Someone asked to change the e-mail address of your Hyzer account to {email}.':
    'Joku pyysi vaihtamaan Hyzer-tilisi sähköpostiosoitteeksi {email}.',
  'It changes when the link sent to that address is opened.':
    'Se vaihtuu, kun kyseiseen osoitteeseen lähetetty linkki avataan.',
  'If this was not you, sign in and change your password: that signs every other device out.':
    'Jos tämä et ollut sinä, kirjaudu sisään ja vaihda salasanasi: silloin kaikki muut laitteet kirjataan ulos.',
  'Not found.': 'Ei löytynyt.',
  'Something went wrong. Please try again.': 'Jokin meni vikaan. Yritä uudelleen.',
  'The request body is not valid JSON.': 'Pyynnön runko ei ole kelvollista JSONia.',
  'The database is unavailable. Please try again shortly.':
    'Tietokanta ei ole käytettävissä. Yritä hetken kuluttua uudelleen.',
  'This password reset link is invalid or has expired. Please request a new one.':
    'Tämä salasanan vaihtolinkki on virheellinen tai vanhentunut. Pyydä uusi linkki.',
  'Invalid email': 'Virheellinen sähköposti',
  'Request failed.': 'Pyyntö epäonnistui.',
  "You're offline. Nothing was saved: try again when you're back online.":
    'Olet offline-tilassa. Mitään ei tallennettu: yritä uudelleen, kun olet taas verkossa.',
  'Your account and everything in it have been deleted. You have been signed out.':
    'Tilisi ja kaikki sen tiedot on poistettu. Sinut on kirjattu ulos.',
  // Rounds: the UDisc import's report (core/rounds/udisc-messages.ts).
  'The file is larger than 2 MB. Split it into smaller files and import them one at a time.':
    'Tiedosto on yli 2 Mt. Jaa se pienempiin tiedostoihin ja tuo ne yksi kerrallaan.',
  'This is not a UDisc scorecard export: it needs the columns PlayerName, CourseName, LayoutName, StartDate (or Date) and Hole1':
    'Tämä ei ole UDiscin tuloskorttivienti: siinä on oltava sarakkeet PlayerName, CourseName, LayoutName, StartDate (tai Date) ja Hole1',
  'A player’s row must follow its round’s Par row':
    'Pelaajan rivin on tultava kierroksensa Par-rivin jälkeen',
  'The date must look like 2024-06-16 1322': 'Päivämäärän on oltava muotoa 2024-06-16 1322',
  'A round needs its course and layout names': 'Kierros tarvitsee radan ja layoutin nimet',
  'Each hole’s par must be a whole number from 2 to 9, with no gap before the last hole':
    'Jokaisen väylän parin on oltava kokonaisluku väliltä 2–9, eikä ennen viimeistä väylää saa olla aukkoa',
  'A layout has at most 36 holes': 'Layoutissa on enintään 36 väylää',
  'Each score must be empty or a whole number from 0 to 20':
    'Jokaisen tuloksen on oltava tyhjä tai kokonaisluku väliltä 0–20',
  'This row has scores past its layout’s last hole':
    'Tällä rivillä on tuloksia layoutin viimeisen väylän jälkeen',
  'This row names another course or layout than its round’s Par row':
    'Tämä rivi nimeää eri radan tai layoutin kuin kierroksensa Par-rivi',
  'This round has no player rows': 'Tällä kierroksella ei ole pelaajarivejä',
  'This player is on the round’s card twice': 'Tämä pelaaja on kierroksen kortilla kahdesti',
  'Each row needs a PlayerName': 'Jokainen rivi tarvitsee PlayerNamen',
  'A course or layout name has at most 100 characters, a player’s at most 40':
    'Radan tai layoutin nimessä on enintään 100 merkkiä, pelaajan nimessä enintään 40',
  'This row contains characters that are not allowed':
    'Tällä rivillä on merkkejä, jotka eivät ole sallittuja',
  // Disc Search, the archive, own discs and a shared bag: categories, stability, disc statuses
  'Distance Drivers': 'Pituusdraiverit',
  'Hybrid Drivers': 'Hybrididraiverit',
  'Control Drivers': 'Väylädraiverit',
  'Approach Discs': 'Lähestymiskiekot',
  'Midrange Discs': 'Midarit',
  Putters: 'Putterit',
  Other: 'Muut',
  'Distance Driver': 'Pituusdraiveri',
  'Hybrid Driver': 'Hybrididraiveri',
  'Control Driver': 'Väylädraiveri',
  Approach: 'Lähestymiskiekko',
  Midrange: 'Midari',
  Putter: 'Putteri',
  Unknown: 'Tuntematon',
  'Very Understable': 'Erittäin alivakaa',
  Understable: 'Alivakaa',
  Stable: 'Vakaa',
  Overstable: 'Ylivakaa',
  'Very Overstable': 'Erittäin ylivakaa',
  "Hyzer rates stability from turn + fade; the catalogue's source rates this disc by its own measure.":
    'Hyzer arvioi vakauden käännöstä ja feidistä (kääntö + feidi); katalogin lähde arvioi tämän kiekon omalla mittapuullaan.',
  'In the bag': 'Laukussa',
  Lost: 'Kadonnut',
  Sold: 'Myyty',
  'Given away': 'Annettu pois',
  Retired: 'Eläkkeellä',
  'Add another copy': 'Lisää toinen kappale',
  'This link does not exist or was turned off': 'Tätä linkkiä ei ole tai se on poistettu käytöstä',
  // Rounds and courses: the rules' messages (core/rules/round.ts).
  [ROUND_RULES.TOO_MANY_COURSES]: 'Sinulla voi olla enintään 500 rataa',
  [ROUND_RULES.TOO_MANY_LAYOUTS]: 'Sinulla voi olla enintään 2 000 layoutia',
  [ROUND_RULES.TOO_MANY_ROUNDS]: 'Voit säilyttää enintään 10 000 kierrosta',
  [ROUND_RULES.COURSE_NOT_FOUND]: 'Rataa ei löytynyt',
  [ROUND_RULES.LAYOUT_NOT_FOUND]: 'Layoutia ei löytynyt',
  [ROUND_RULES.ROUND_NOT_FOUND]: 'Kierrosta ei löytynyt',
  [ROUND_RULES.COURSE_NOT_YOURS]:
    'Vain radan tehnyt pelaaja voi muuttaa sitä. Kopioi se, niin saat oman.',
  [ROUND_RULES.ID_INVALID]: 'Tunnisteen on oltava UUID',
  [ROUND_RULES.HOLE_NUMBER_INVALID]: 'Tällä kierroksella ei ole sellaista väylää',
  [ROUND_RULES.COURSE_NAME_REQUIRED]: 'Radan nimi vaaditaan',
  [ROUND_RULES.LAYOUT_NAME_REQUIRED]: 'Layoutin nimi vaaditaan',
  [ROUND_RULES.HOLES_COUNT]: 'Layoutissa on 1–36 väylää',
  [ROUND_RULES.HOLE_LABEL_INVALID]: 'Väylä tarvitsee numeron tai enintään 8 merkin tunnuksen',
  [ROUND_RULES.HOLE_LABELS_UNIQUE]: 'Layoutin kahdella väylällä ei voi olla samaa tunnusta',
  [ROUND_RULES.PAR_INVALID]: 'Parin on oltava kokonaisluku väliltä 2–9',
  [ROUND_RULES.LENGTH_INVALID]: 'Pituuden on oltava 1–3 000 jalkaa',
  [ROUND_RULES.POSITION_INVALID]:
    'Sijainti tarvitsee leveysasteen (−90…90) ja pituusasteen (−180…180)',
  [ROUND_RULES.TOO_MANY_GUESTS]: 'Kortilla on sinä ja enintään 5 vierasta',
  [ROUND_RULES.GUEST_NAME_REQUIRED]: 'Jokainen vieras tarvitsee nimen',
  [ROUND_RULES.STROKES_INVALID]: 'Heittojen on oltava kokonaisluku väliltä 1–20',
  [ROUND_RULES.PENALTY_INVALID]: 'Rangaistusheittoja on oltava vähemmän kuin heittoja',
  [ROUND_RULES.PUTTS_INVALID]: 'Puttien on oltava enintään heittojen määrä ilman rangaistuksia',
  [ROUND_RULES.PLAYER_INVALID]: 'Tulokset nimeävät kortin pelaajan: 0 sinulle, 1–5 vieraille',
  [ROUND_RULES.PLAYER_TWICE]: 'Pelaajalla voi olla vain yksi tulos väylällä',
  [ROUND_RULES.TOO_MANY_SHOTS]: 'Väylälle voi kuvata enintään 20 heittoa',
  [ROUND_RULES.STARTED_AT_INVALID]: 'Aloituksen on oltava päivä ja kellonaika, ei tulevaisuudessa',
  [ROUND_RULES.FINISHED_BEFORE_START]: 'Kierros ei voi päättyä ennen kuin se alkaa',
  [ROUND_RULES.ROUND_CURSOR_INVALID]:
    'Sivun osoitin ei kelpaa: anna sivun viimeisen kierroksen aloitusaika ja tunniste',
  // The web app manifest (core/i18n/app-texts.ts).
  [APP_TEXTS.name]: 'Hyzer — frisbeegolfin laukkumanageri',
  [APP_TEXTS.description]:
    'Hallitse frisbeegolflaukkujasi, etsi kiekkoja ja katso, miten laukkusi lentää.',
} satisfies CoreTranslations;
