/** Regions of a generated organisation and real towns in them (approximate coordinates). */
export interface Town {
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

export interface RegionPlaces {
  name: string;
  towns: readonly Town[];
}

const town = (city: string, state: string, zip: string, lat: number, lng: number): Town => ({
  city,
  state,
  zip,
  lat,
  lng,
});

export const REGIONS: readonly RegionPlaces[] = [
  {
    name: 'North Texas',
    towns: [
      town('Denton', 'TX', '76209', 33.215, -97.133),
      town('Fort Worth', 'TX', '76106', 32.755, -97.331),
      town('McKinney', 'TX', '75069', 33.198, -96.615),
      town('Waxahachie', 'TX', '75165', 32.387, -96.848),
    ],
  },
  {
    name: 'Central Texas',
    towns: [
      town('Round Rock', 'TX', '78664', 30.508, -97.679),
      town('Georgetown', 'TX', '78626', 30.633, -97.678),
      town('Temple', 'TX', '76501', 31.098, -97.343),
      town('New Braunfels', 'TX', '78130', 29.703, -98.124),
    ],
  },
  {
    name: 'Gulf Coast',
    towns: [
      town('Pasadena', 'TX', '77506', 29.691, -95.209),
      town('Beaumont', 'TX', '77701', 30.08, -94.126),
      town('Conroe', 'TX', '77301', 30.312, -95.456),
      town('Corpus Christi', 'TX', '78401', 27.8, -97.396),
    ],
  },
  {
    name: 'Oklahoma',
    towns: [
      town('Norman', 'OK', '73069', 35.222, -97.439),
      town('Tulsa', 'OK', '74107', 36.154, -95.993),
      town('Edmond', 'OK', '73034', 35.653, -97.478),
      town('Lawton', 'OK', '73501', 34.603, -98.395),
    ],
  },
  {
    name: 'Louisiana',
    towns: [
      town('Baton Rouge', 'LA', '70805', 30.451, -91.187),
      town('Lafayette', 'LA', '70501', 30.224, -92.02),
      town('Shreveport', 'LA', '71107', 32.525, -93.75),
      town('Lake Charles', 'LA', '70601', 30.226, -93.217),
    ],
  },
  {
    name: 'Colorado Front Range',
    towns: [
      town('Longmont', 'CO', '80501', 40.167, -105.101),
      town('Pueblo', 'CO', '81001', 38.254, -104.609),
      town('Greeley', 'CO', '80631', 40.423, -104.709),
      town('Castle Rock', 'CO', '80104', 39.372, -104.856),
    ],
  },
  {
    name: 'Arizona',
    towns: [
      town('Mesa', 'AZ', '85201', 33.415, -111.831),
      town('Tucson', 'AZ', '85714', 32.222, -110.975),
      town('Glendale', 'AZ', '85301', 33.539, -112.186),
      town('Flagstaff', 'AZ', '86001', 35.198, -111.651),
    ],
  },
  {
    name: 'Georgia Piedmont',
    towns: [
      town('Marietta', 'GA', '30060', 33.953, -84.55),
      town('Gainesville', 'GA', '30501', 34.298, -83.824),
      town('Macon', 'GA', '31201', 32.841, -83.632),
      town('Athens', 'GA', '30601', 33.961, -83.378),
    ],
  },
  {
    name: 'Carolinas',
    towns: [
      town('Greenville', 'SC', '29601', 34.852, -82.394),
      town('Rock Hill', 'SC', '29730', 34.925, -81.025),
      town('Concord', 'NC', '28025', 35.409, -80.579),
      town('Raleigh', 'NC', '27610', 35.78, -78.639),
    ],
  },
  {
    name: 'Tennessee Valley',
    towns: [
      town('Murfreesboro', 'TN', '37130', 35.846, -86.39),
      town('Chattanooga', 'TN', '37406', 35.046, -85.309),
      town('Knoxville', 'TN', '37914', 35.961, -83.921),
      town('Huntsville', 'AL', '35811', 34.73, -86.586),
    ],
  },
  {
    name: 'Ohio Valley',
    towns: [
      town('Columbus', 'OH', '43207', 39.961, -82.999),
      town('Dayton', 'OH', '45404', 39.759, -84.192),
      town('Lexington', 'KY', '40511', 38.041, -84.504),
      town('Evansville', 'IN', '47710', 37.975, -87.556),
    ],
  },
  {
    name: 'Great Lakes',
    towns: [
      town('Joliet', 'IL', '60432', 41.525, -88.082),
      town('Kenosha', 'WI', '53144', 42.585, -87.821),
      town('Grand Rapids', 'MI', '49548', 42.963, -85.668),
      town('Toledo', 'OH', '43605', 41.654, -83.537),
    ],
  },
  {
    name: 'Upper Midwest',
    towns: [
      town('Shakopee', 'MN', '55379', 44.798, -93.527),
      town('Rochester', 'MN', '55904', 44.012, -92.48),
      town('Sioux Falls', 'SD', '57104', 43.546, -96.731),
      town('Des Moines', 'IA', '50317', 41.587, -93.625),
    ],
  },
  {
    name: 'Florida',
    towns: [
      town('Ocala', 'FL', '34475', 29.187, -82.14),
      town('Lakeland', 'FL', '33801', 28.039, -81.95),
      town('Jacksonville', 'FL', '32254', 30.332, -81.656),
      town('Fort Myers', 'FL', '33916', 26.641, -81.872),
    ],
  },
  {
    name: 'Virginia',
    towns: [
      town('Chesapeake', 'VA', '23324', 36.768, -76.287),
      town('Roanoke', 'VA', '24012', 37.271, -79.941),
      town('Fredericksburg', 'VA', '22401', 38.303, -77.46),
      town('Lynchburg', 'VA', '24501', 37.414, -79.142),
    ],
  },
  {
    name: 'Pacific Northwest',
    towns: [
      town('Tacoma', 'WA', '98421', 47.253, -122.444),
      town('Spokane', 'WA', '99202', 47.659, -117.426),
      town('Salem', 'OR', '97301', 44.943, -123.035),
      town('Boise', 'ID', '83714', 43.615, -116.202),
    ],
  },
];

export const FACILITY_MIX: readonly [string, number, string][] = [
  ['Ready Mix', 0.45, 'RM'],
  ['Quarry', 0.2, 'QY'],
  ['Asphalt', 0.15, 'AS'],
  ['Maintenance Shop', 0.12, 'MS'],
  ['Others', 0.08, 'OT'],
];

export const STREETS = [
  'Industrial Blvd',
  'Quarry Rd',
  'FM 1187',
  'Commerce St',
  'Plant Rd',
  'Rail Spur Dr',
  'County Road 110',
  'Gravel Pit Ln',
  'Foundry Way',
  'Mill Creek Rd',
];

export const FIRST_NAMES = [
  'Alex',
  'Maria',
  'James',
  'Priya',
  'Luis',
  'Karen',
  'Derek',
  'Tasha',
  'Omar',
  'Grace',
  'Victor',
  'Hannah',
  'Ramon',
  'Emily',
  'Trevor',
  'Nadia',
];

export const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Brooks',
  'Patel',
  'Hernandez',
  'Foster',
  'Kim',
  'Sullivan',
  'Ortiz',
  'Bennett',
  'Walsh',
  'Coleman',
  'Reyes',
  'Turner',
  'Price',
  'Morales',
];
