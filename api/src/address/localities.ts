/**
 * The delivery area's localities (Klang Valley) with the postcode, post town and state a letter
 * there is addressed with. The address suggestions answer these before anything else: a place
 * gets its postcode from this table or from a post town that has exactly one postcode, and from
 * nowhere else (a post town's first postcode is not the customer's).
 *
 * Source: compiled by hand for this project (not a download of Pos Malaysia's database): the
 * postcode each locality's letters are addressed with in Pos Malaysia's delivery areas, as
 * published on business and public addresses there; a locality whose postcode was not certain
 * was left out or given none. Coordinates are the GeoNames point of the same place where
 * `gazetteer.json` has one, else the locality's centre read off OpenStreetMap (about 500 m).
 * `localities.test.ts` checks every row against the `malaysia-postcodes` data in
 * `gazetteer.json` (the postcode belongs to the city in that state). A row whose postcode varies
 * within the locality (USJ) has none: the customer types it.
 *
 * To add a locality: confirm its postcode in Pos Malaysia's postcode finder (pos.com.my), add
 * the row, run `npx jest --selectProjects api --testPathPatterns api/src/address`.
 */
export interface Locality {
  name: string;
  /** Other names customers type for the same place ("TTDI", "Seksyen 14"). */
  aliases?: string[];
  /** Null where the locality spans several postcodes. */
  postcode: string | null;
  /** The post town written on the letter ("59100 Kuala Lumpur"). */
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const KL = 'W.P. Kuala Lumpur';
const SEL = 'Selangor';

type Row = [
  name: string,
  postcode: string | null,
  city: string,
  state: string,
  latitude: number,
  longitude: number,
  aliases?: string[],
];

const ROWS: Row[] = [
  // Kuala Lumpur
  ['KLCC', '50088', 'Kuala Lumpur', KL, 3.1579, 101.7123, ['Kuala Lumpur City Centre']],
  ['Bukit Bintang', '55100', 'Kuala Lumpur', KL, 3.14657, 101.71023],
  ['Pudu', '55100', 'Kuala Lumpur', KL, 3.13333, 101.71667],
  ['Taman Maluri', '55100', 'Kuala Lumpur', KL, 3.1235, 101.7275],
  ['Ampang Hilir', '55000', 'Kuala Lumpur', KL, 3.1555, 101.7465],
  ['Chinatown', '50000', 'Kuala Lumpur', KL, 3.1435, 101.6975, ['Petaling Street']],
  ['Chow Kit', '50350', 'Kuala Lumpur', KL, 3.1645, 101.6985],
  ['Kampung Baru', '50300', 'Kuala Lumpur', KL, 3.16544, 101.70394, ['Kampung Bharu']],
  ['Datuk Keramat', '54000', 'Kuala Lumpur', KL, 3.16667, 101.73333, ['Kampong Datuk Keramat']],
  ['Titiwangsa', '53200', 'Kuala Lumpur', KL, 3.17822, 101.70312],
  ['Wangsa Maju', '53300', 'Kuala Lumpur', KL, 3.20056, 101.73972],
  ['Taman Melati', '53100', 'Kuala Lumpur', KL, 3.22124, 101.72324],
  ['Sentul', '51000', 'Kuala Lumpur', KL, 3.18333, 101.68333],
  ['Segambut', '51200', 'Kuala Lumpur', KL, 3.1855, 101.6705],
  ['Jinjang', '52000', 'Kuala Lumpur', KL, 3.20881, 101.65623],
  ['Kepong', '52100', 'Kuala Lumpur', KL, 3.21398, 101.64018],
  ['Desa ParkCity', '52200', 'Kuala Lumpur', KL, 3.18611, 101.62875],
  ['Bandar Menjalara', '52200', 'Kuala Lumpur', KL, 3.1955, 101.6345],
  ['Mont Kiara', '50480', 'Kuala Lumpur', KL, 3.16866, 101.65076, ["Mont' Kiara"]],
  ['Sri Hartamas', '50480', 'Kuala Lumpur', KL, 3.1625, 101.6505],
  ['Bukit Tunku', '50480', 'Kuala Lumpur', KL, 3.1655, 101.6815, ['Kenny Hills']],
  ['Damansara Heights', '50490', 'Kuala Lumpur', KL, 3.15045, 101.65483, ['Bukit Damansara']],
  ['Taman Tun Dr Ismail', '60000', 'Kuala Lumpur', KL, 3.14506, 101.62617, ['TTDI']],
  ['Bangsar', '59100', 'Kuala Lumpur', KL, 3.12945, 101.67004, ['Bangsar Baru']],
  ['Bangsar South', '59200', 'Kuala Lumpur', KL, 3.1115, 101.6655],
  ['Mid Valley City', '59200', 'Kuala Lumpur', KL, 3.1182, 101.6772, ['Mid Valley']],
  ['Pantai Dalam', '59200', 'Kuala Lumpur', KL, 3.1005, 101.6655],
  ['Bukit Kerinchi', '59200', 'Kuala Lumpur', KL, 3.10628, 101.66761],
  ['Brickfields', '50470', 'Kuala Lumpur', KL, 3.12966, 101.68424],
  ['KL Sentral', '50470', 'Kuala Lumpur', KL, 3.1342, 101.6862],
  ['Seputeh', '58000', 'Kuala Lumpur', KL, 3.11667, 101.68333, ['Taman Seputeh']],
  ['Taman Desa', '58100', 'Kuala Lumpur', KL, 3.10591, 101.68683],
  ['Kuchai Lama', '58200', 'Kuala Lumpur', KL, 3.08469, 101.69086],
  ['Taman OUG', '58200', 'Kuala Lumpur', KL, 3.07292, 101.6763],
  ['Sri Petaling', '57000', 'Kuala Lumpur', KL, 3.06881, 101.68971, ['Bandar Baru Sri Petaling']],
  ['Bukit Jalil', '57000', 'Kuala Lumpur', KL, 3.04913, 101.68036],
  ['Salak South', '57100', 'Kuala Lumpur', KL, 3.0875, 101.7005],
  ['Desa Petaling', '57100', 'Kuala Lumpur', KL, 3.08385, 101.70895],
  ['Cheras', '56000', 'Kuala Lumpur', KL, 3.1065, 101.7265],
  ['Taman Connaught', '56000', 'Kuala Lumpur', KL, 3.0815, 101.7375],
  ['Bandar Tun Razak', '56000', 'Kuala Lumpur', KL, 3.0875, 101.7245],
  // Petaling Jaya
  ['SS2', '47300', 'Petaling Jaya', SEL, 3.12036, 101.62246, ['SS 2']],
  ['Kampung Tunku', '47300', 'Petaling Jaya', SEL, 3.1105, 101.6215],
  [
    'Damansara Utama',
    '47400',
    'Petaling Jaya',
    SEL,
    3.136,
    101.62,
    ['SS21', 'SS 21', 'Uptown Damansara'],
  ],
  ['Damansara Jaya', '47400', 'Petaling Jaya', SEL, 3.128, 101.617, ['SS22', 'SS 22']],
  ['Tropicana', '47410', 'Petaling Jaya', SEL, 3.1335, 101.5965],
  ['Kelana Jaya', '47301', 'Petaling Jaya', SEL, 3.0995, 101.5945],
  ['Taman Megah', '47301', 'Petaling Jaya', SEL, 3.1105, 101.6085, ['SS24', 'SS 24']],
  ['Ara Damansara', '47301', 'Petaling Jaya', SEL, 3.11898, 101.58656],
  ['Bandar Utama', '47800', 'Petaling Jaya', SEL, 3.14818, 101.61407],
  ['Mutiara Damansara', '47800', 'Petaling Jaya', SEL, 3.15724, 101.60822],
  ['Kota Damansara', '47810', 'Petaling Jaya', SEL, 3.15454, 101.58022],
  ['Damansara Perdana', '47820', 'Petaling Jaya', SEL, 3.1695, 101.6095],
  ['Petaling Jaya Old Town', '46000', 'Petaling Jaya', SEL, 3.0865, 101.6455, ['PJ Old Town']],
  ['Section 13', '46200', 'Petaling Jaya', SEL, 3.1125, 101.6385, ['Seksyen 13']],
  ['Section 14', '46100', 'Petaling Jaya', SEL, 3.1115, 101.6345, ['Seksyen 14']],
  ['Section 16', '46350', 'Petaling Jaya', SEL, 3.1175, 101.6455, ['Seksyen 16']],
  ['Section 17', '46400', 'Petaling Jaya', SEL, 3.1245, 101.6385, ['Seksyen 17']],
  // Subang Jaya and Puchong
  ['SS15', '47500', 'Subang Jaya', SEL, 3.0765, 101.5885, ['SS 15']],
  ['Bandar Sunway', '47500', 'Subang Jaya', SEL, 3.0693, 101.6074, ['Sunway']],
  ['USJ', null, 'Subang Jaya', SEL, 3.0455, 101.5845, ['UEP Subang Jaya']],
  ['Putra Heights', '47650', 'Subang Jaya', SEL, 2.99361, 101.57255],
  ['Puchong Jaya', '47100', 'Puchong', SEL, 3.0395, 101.6195],
  ['Bandar Puteri Puchong', '47100', 'Puchong', SEL, 3.0235, 101.6155],
  ['Bandar Kinrara', '47180', 'Puchong', SEL, 3.04926, 101.64153],
  // Shah Alam
  ['Seksyen 7', '40000', 'Shah Alam', SEL, 3.0725, 101.4935, ['Section 7 Shah Alam']],
  ['Seksyen 13', '40100', 'Shah Alam', SEL, 3.0825, 101.5395, ['Section 13 Shah Alam']],
  ['Kota Kemuning', '40460', 'Shah Alam', SEL, 3.0055, 101.5395],
  ['Bukit Jelutong', '40150', 'Shah Alam', SEL, 3.0995, 101.5305],
  ['Glenmarie', '40150', 'Shah Alam', SEL, 3.08333, 101.58333, ['Glenmarie Estate']],
  ['Setia Alam', '40170', 'Shah Alam', SEL, 3.10155, 101.45565],
  // Cheras (Selangor), Ampang, Kajang and the north
  ['Bandar Mahkota Cheras', '43200', 'Cheras', SEL, 3.0542, 101.79844],
  ['Bandar Tun Hussein Onn', '43200', 'Cheras', SEL, 3.05469, 101.75939],
  ['Ampang', '68000', 'Ampang', SEL, 3.15, 101.76667, ['Ampang Jaya']],
  ['Seri Kembangan', '43300', 'Seri Kembangan', SEL, 3.0215, 101.7055, ['Sri Kembangan']],
  ['Kajang', '43000', 'Kajang', SEL, 2.993, 101.7875],
  ['Selayang', '68100', 'Batu Caves', SEL, 3.2549, 101.6668, ['Selayang Baru']],
];

export const LOCALITIES: readonly Locality[] = ROWS.map(
  ([name, postcode, city, state, latitude, longitude, aliases]) => ({
    name,
    postcode,
    city,
    state,
    latitude,
    longitude,
    ...(aliases ? { aliases } : {}),
  }),
);
