import type { SeedVenue } from './venue-data';

type Row = [
  name: string,
  owner: SeedVenue['owner'],
  city: SeedVenue['city'],
  address: string,
  zip: string,
  lat: number,
  lng: number,
  kind: SeedVenue['kind'],
  price: string,
  about: string,
];

/** Middle East and United States. */
// prettier-ignore
const ROWS: Row[] = [
  ['Beşiktaş Halı Saha', 'karim', 'istanbul', 'Barbaros Bulvarı 45', '34353', 41.044, 29.005, 'football-pitch', '40.00', 'Rooftop five-a-side pitches with a view of the Bosphorus.'],
  ['Lara Beach Volleyball', 'karim', 'antalya', 'Lara Caddesi 200', '07230', 36.851, 30.837, 'beach-volleyball', '15.00', 'Sand courts on Lara beach, with evening sessions when the heat fades.'],
  ['Dubai Marina Padel Club', 'karim', 'dubai', 'Al Marsa Street 12, Dubai Marina', '', 25.08, 55.14, 'padel-court', '55.00', 'Air-conditioned padel courts at the foot of the Marina towers.'],
  ['Al Quoz Football Dome', 'karim', 'dubai', 'Street 6A, Al Quoz Industrial Area 3', '', 25.138, 55.23, 'football-pitch', '110.00', 'A climate-controlled dome with two seven-a-side pitches, playable all summer.'],
  ['Jumeirah Tennis Academy', 'karim', 'dubai', 'Al Wasl Road 311, Jumeirah', '', 25.196, 55.242, 'tennis-court', '45.00', 'Floodlit hard courts with an academy run by former tour players.'],
  ['Corniche Aquatics Abu Dhabi', 'karim', 'abuDhabi', 'Corniche Road West', '', 24.476, 54.335, 'swimming-pool', '25.00', 'A shaded outdoor 50-metre pool on the Corniche with lanes by the hour.'],
  ['Saadiyat Cricket Oval', 'karim', 'abuDhabi', 'Saadiyat Island Cultural District', '', 24.533, 54.43, 'cricket-ground', '95.00', 'A floodlit oval with turf wickets and practice nets, popular for weekend T20s.'],
  ['Aspire Zone Courts', 'karim', 'doha', 'Al Waab Street, Aspire Zone', '', 25.264, 51.448, 'sports-hall', '35.00', 'Indoor courts in the Aspire Zone for basketball, volleyball and handball.'],
  ['West Bay Padel Doha', 'karim', 'doha', 'Diplomatic Street, West Bay', '', 25.325, 51.528, 'padel-court', '50.00', 'Glass courts beside the West Bay skyline, cooled for year-round play.'],
  ['Boulevard Football Riyadh', 'karim', 'riyadh', 'Prince Turki bin Abdulaziz Al Awal Road', '12382', 24.77, 46.605, 'football-pitch', '80.00', 'Floodlit artificial pitches next to the Riyadh Boulevard entertainment district.'],
  ['Corniche Padel Jeddah', 'karim', 'jeddah', 'Corniche Road, Al Shati', '23414', 21.59, 39.11, 'padel-court', '45.00', 'Sea-breeze padel on the Jeddah Corniche with a juice bar courtside.'],
  ['Qurum Tennis Muscat', 'karim', 'muscat', 'Al Qurum Street', '112', 23.614, 58.475, 'tennis-court', '30.00', 'Hard courts near Qurum beach, floodlit for the cooler evenings.'],
  ['Manama Bay Sports Hall', 'karim', 'manama', 'King Faisal Highway', '317', 26.236, 50.575, 'sports-hall', '35.00', 'A multi-sport hall on the bay with handball and volleyball markings.'],
  ['Salmiya Ice Rink', 'karim', 'kuwait', 'Salem Al Mubarak Street, Salmiya', '22000', 29.339, 48.076, 'ice-rink', '60.00', 'An ice rink in the heart of Salmiya, with hockey sessions most evenings.'],
  ['Abdoun Basketball Court', 'karim', 'amman', 'Abdoun Circle', '11183', 31.948, 35.883, 'basketball-court', '20.00', 'An indoor court in Abdoun with a café overlooking the game.'],
  ['Beirut Waterfront Padel', 'karim', 'beirut', 'Beirut Waterfront, Minet el Hosn', '2012', 33.9, 35.498, 'padel-court', '35.00', 'Padel by the marina with sunset sessions over the Mediterranean.'],
  ['Brooklyn Bridge Park Courts', 'olivia', 'brooklyn', 'Pier 2, Furman Street', '11201', 40.7, -73.998, 'basketball-court', '40.00', 'Waterfront courts under the bridge with the Manhattan skyline behind the hoop.'],
  ['Chelsea Piers Five-a-Side', 'olivia', 'newYork', '62 Chelsea Piers', '10011', 40.746, -74.008, 'football-pitch', '150.00', 'Indoor turf fields on the Hudson, with leagues every weeknight.'],
  ['Hudson Yards Padel', 'olivia', 'newYork', '550 W 34th Street', '10001', 40.754, -74.002, 'padel-court', '85.00', 'Manhattan\'s first rooftop padel courts, with rackets and lessons available.'],
  ['Lincoln Park Fieldhouse', 'olivia', 'chicago', '2045 N Lincoln Park West', '60614', 41.92, -87.637, 'sports-hall', '45.00', 'A classic fieldhouse with two courts for basketball and volleyball leagues.'],
  ['Wynwood Padel Miami', 'olivia', 'miami', '2550 NW 2nd Avenue', '33127', 25.802, -80.199, 'padel-court', '70.00', 'Padel surrounded by the murals of Wynwood, open late every night.'],
  ['Seaport Ice Arena', 'olivia', 'boston', '100 Northern Avenue', '02210', 42.351, -71.044, 'ice-rink', '200.00', 'A regulation rink in the Seaport for hockey leagues and private ice time.'],
  ['Midtown Atlanta Track', 'olivia', 'atlanta', '10th Street NE and Piedmont Avenue', '30309', 33.781, -84.372, 'athletics-track', '20.00', 'An eight-lane track beside Piedmont Park, lit for evening intervals.'],
  ['Santa Monica Beach Volleyball', 'jordan', 'santaMonica', '1550 Pacific Coast Highway', '90401', 34.009, -118.496, 'beach-volleyball', '25.00', 'Reserved sand courts on the beach north of the pier.'],
  ['Silver Lake Tennis', 'jordan', 'losAngeles', '2700 Silver Lake Boulevard', '90039', 34.095, -118.264, 'tennis-court', '30.00', 'Hillside hard courts by the reservoir with lights for evening play.'],
  ['South Congress Tennis', 'jordan', 'austin', '1600 S Congress Avenue', '78704', 30.249, -97.749, 'tennis-court', '28.00', 'Courts in the heart of SoCo with shade sails over every baseline.'],
  ['Harbor Avenue Aquatics', 'jordan', 'seattle', '3400 Harbor Avenue SW', '98126', 47.576, -122.38, 'swimming-pool', '15.00', 'An indoor 25-yard pool on Elliott Bay with lane rental by the hour.'],
  ['Mission Bay Soccer', 'jordan', 'sanFrancisco', '1600 Owens Street', '94158', 37.768, -122.394, 'football-pitch', '120.00', 'Turf fields in Mission Bay for pick-up, leagues and private training.'],
  ['Highlands Golf Range', 'jordan', 'denver', '3200 W 32nd Avenue', '80211', 39.762, -105.026, 'golf-range', '35.00', 'A heated, covered driving range with ball tracking in every bay.'],
  ['Desert Padel Scottsdale', 'jordan', 'phoenix', '4400 N Scottsdale Road', '85251', 33.5, -111.926, 'padel-court', '40.00', 'Shaded, misted padel courts built for the desert heat.'],
];

export const WORLD_VENUES: SeedVenue[] = ROWS.map(
  ([name, owner, city, address, zip, lat, lng, kind, price, about]) => ({
    name,
    owner,
    city,
    address,
    zip,
    lat,
    lng,
    kind,
    price,
    about,
  }),
);
