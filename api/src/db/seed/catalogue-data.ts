/**
 * The seed catalogue of India: every state and union territory (as of 2024) with a handful of
 * real attractions each. Pure data: prices are whole rupees per person for a guided day tour.
 */

export interface SeedPlace {
  slug: string;
  title: string;
  description: string;
  destination: string;
  city: string;
  price: number;
}

export interface SeedState {
  slug: string;
  name: string;
  kind: 'STATE' | 'UNION_TERRITORY';
  places: readonly SeedPlace[];
}

/** The home page's highlights: one icon from each corner of the country. */
export const FEATURED_PLACE_SLUGS: ReadonlySet<string> = new Set([
  'taj-mahal',
  'golden-temple',
  'hawa-mahal',
  'alleppey-backwaters',
  'kaziranga-national-park',
  'gateway-of-india',
  'hampi-ruins',
  'pangong-tso',
]);

export const catalogueSeed: readonly SeedState[] = [
  {
    slug: 'andaman-and-nicobar-islands',
    name: 'Andaman and Nicobar Islands',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'radhanagar-beach',
        title: 'Radhanagar Beach',
        description:
          'Radhanagar Beach on Swaraj Dweep (Havelock Island) is a long curve of powder-white sand backed by tall tropical forest. The turquoise water stays shallow and calm for a good distance, and the evenings bring some of the finest sunsets in the islands.',
        destination: 'Havelock Island',
        city: 'Havelock Island',
        price: 6500,
      },
      {
        slug: 'cellular-jail',
        title: 'Cellular Jail',
        description:
          'Built by the British between 1896 and 1906, the Cellular Jail once held hundreds of Indian freedom fighters in tiny solitary cells. Walk its surviving wings and central watchtower, then stay on for the evening light and sound show that retells its story.',
        destination: 'Port Blair',
        city: 'Port Blair',
        price: 2500,
      },
      {
        slug: 'ross-island',
        title: 'Ross Island',
        description:
          'Ross Island, now called Netaji Subhas Chandra Bose Dweep, was once the British headquarters of the islands. Its church, bakery and officers\' bungalows are slowly being claimed by giant banyan roots, while tame deer and peacocks wander among the ruins.',
        destination: 'Port Blair',
        city: 'Port Blair',
        price: 3500,
      },
      {
        slug: 'elephant-beach',
        title: 'Elephant Beach',
        description:
          'A short boat ride from Havelock, Elephant Beach is known for a shallow coral reef that begins just off the sand. It is an easy place for first-time snorkellers to meet clownfish and parrotfish, with sea walking and glass-bottom boat rides also on offer.',
        destination: 'Havelock Island',
        city: 'Havelock Island',
        price: 5500,
      },
      {
        slug: 'baratang-limestone-caves',
        title: 'Baratang Limestone Caves',
        description:
          'Reaching the Baratang limestone caves is half the adventure: a long road journey north from Port Blair, a vehicle ferry and a speedboat ride through dense mangrove creeks. A short forest walk then leads into caverns of stalactites and stalagmites shaped over thousands of years.',
        destination: 'Baratang Island',
        city: 'Baratang',
        price: 7500,
      },
    ],
  },
  {
    slug: 'andhra-pradesh',
    name: 'Andhra Pradesh',
    kind: 'STATE',
    places: [
      {
        slug: 'tirumala-venkateswara-temple',
        title: 'Tirumala Venkateswara Temple',
        description:
          'Perched on the seven hills of Tirumala above Tirupati, the Sri Venkateswara Temple is one of the most visited pilgrimage sites in the world. A guided visit helps you through the darshan queues and leaves time to taste the temple\'s celebrated laddu prasadam.',
        destination: 'Tirupati',
        city: 'Tirupati',
        price: 4500,
      },
      {
        slug: 'araku-valley',
        title: 'Araku Valley',
        description:
          'Araku Valley is a cool upland of coffee plantations, tribal villages and rolling Eastern Ghats scenery, a few hours inland from Visakhapatnam. The scenic railway up the ghats passes through dozens of tunnels, and the tribal museum and coffee museum are both worth a stop.',
        destination: 'Araku Valley',
        city: 'Araku',
        price: 5000,
      },
      {
        slug: 'borra-caves',
        title: 'Borra Caves',
        description:
          'The Borra Caves in the Ananthagiri hills are among the largest caves in India, hollowed out of limestone by the Gosthani river over millions of years. Coloured lights pick out huge stalactite formations inside, and the visit pairs naturally with a day in Araku Valley.',
        destination: 'Araku Valley',
        city: 'Ananthagiri',
        price: 3800,
      },
      {
        slug: 'gandikota-canyon',
        title: 'Gandikota Canyon',
        description:
          'Often called the Grand Canyon of India, Gandikota is a dramatic red gorge carved by the Pennar river. A medieval fort with a temple and mosque crowns the cliff edge, and sunrise over the winding river far below is a sight photographers travel a long way to capture.',
        destination: 'Gandikota',
        city: 'Jammalamadugu',
        price: 4200,
      },
      {
        slug: 'lepakshi-temple',
        title: 'Lepakshi Temple',
        description:
          'The Veerabhadra Temple at Lepakshi is a 16th-century Vijayanagara gem, famous for vivid ceiling murals and a carved pillar that seems to hang just clear of the floor. Close by rests one of the largest monolithic Nandi bulls in India, carved from a single granite boulder.',
        destination: 'Lepakshi',
        city: 'Lepakshi',
        price: 3000,
      },
    ],
  },
  {
    slug: 'arunachal-pradesh',
    name: 'Arunachal Pradesh',
    kind: 'STATE',
    places: [
      {
        slug: 'tawang-monastery',
        title: 'Tawang Monastery',
        description:
          'Founded in the 17th century, Tawang Monastery is the largest Buddhist monastery in India and sits at about 3,000 metres with sweeping views over the valley. Its prayer hall holds a towering gilded Buddha, and visitors are welcome to sit quietly through morning prayers.',
        destination: 'Tawang',
        city: 'Tawang',
        price: 6500,
      },
      {
        slug: 'sela-pass',
        title: 'Sela Pass',
        description:
          'Sela Pass crosses the eastern Himalaya at about 4,170 metres on the road to Tawang and lies under snow for much of the year. A colourful gateway greets travellers at the top, and the sacred Sela Lake beside the road freezes solid in the depths of winter.',
        destination: 'Tawang',
        city: 'Dirang',
        price: 7000,
      },
      {
        slug: 'ziro-valley',
        title: 'Ziro Valley',
        description:
          'Ziro Valley is a gentle bowl of rice fields and pine-clad hills, home to the Apatani people and their remarkable farming traditions. Visit village homes, walk along the paddy bunds and, if you come in late September, catch the open-air Ziro Festival of Music.',
        destination: 'Ziro',
        city: 'Ziro',
        price: 5500,
      },
      {
        slug: 'namdapha-national-park',
        title: 'Namdapha National Park',
        description:
          'Namdapha National Park climbs from lowland rainforest to snowy ridges and is one of the few places in the world home to tigers, leopards, clouded leopards and snow leopards. Forest walks from Deban reveal hornbills, hoolock gibbons and giant trees along the Noa-Dihing river.',
        destination: 'Namdapha',
        city: 'Miao',
        price: 8000,
      },
    ],
  },
  {
    slug: 'assam',
    name: 'Assam',
    kind: 'STATE',
    places: [
      {
        slug: 'kaziranga-national-park',
        title: 'Kaziranga National Park',
        description:
          'Kaziranga National Park protects about two-thirds of the world\'s greater one-horned rhinoceroses across tall elephant grass and shallow wetlands. Jeep safaris at dawn also reveal wild elephants, water buffalo and swamp deer, and the park is a UNESCO World Heritage Site.',
        destination: 'Kaziranga',
        city: 'Kohora',
        price: 7500,
      },
      {
        slug: 'kamakhya-temple',
        title: 'Kamakhya Temple',
        description:
          'Kamakhya Temple on Nilachal Hill in Guwahati is one of the most revered Shakti shrines in India. Its beehive-shaped towers look out over the Brahmaputra, and the annual Ambubachi Mela in June draws pilgrims and sadhus from across the country.',
        destination: 'Guwahati',
        city: 'Guwahati',
        price: 2500,
      },
      {
        slug: 'majuli-island',
        title: 'Majuli Island',
        description:
          'Majuli, set in the middle of the Brahmaputra, is one of the largest river islands in the world and the heart of Assam\'s Vaishnavite culture. Visit centuries-old satras, watch traditional mask-making, and cycle past wetlands alive with herons and storks.',
        destination: 'Majuli',
        city: 'Garamur',
        price: 5000,
      },
      {
        slug: 'manas-national-park',
        title: 'Manas National Park',
        description:
          'Manas National Park lies at the foot of the Bhutan Himalaya and is a UNESCO World Heritage Site of forest and grassland. It shelters tigers, elephants and the rare golden langur, and a gentle boat ride on the Manas river shows the park from the water.',
        destination: 'Manas',
        city: 'Barpeta Road',
        price: 7000,
      },
      {
        slug: 'rang-ghar',
        title: 'Rang Ghar',
        description:
          'The Rang Ghar in Sivasagar is an 18th-century pavilion from which the Ahom kings watched buffalo fights and festival games. Its roof is shaped like an upturned royal boat, and the temples and great water tanks of the old Ahom capital lie all around it.',
        destination: 'Sivasagar',
        city: 'Sivasagar',
        price: 3000,
      },
    ],
  },
  {
    slug: 'bihar',
    name: 'Bihar',
    kind: 'STATE',
    places: [
      {
        slug: 'mahabodhi-temple',
        title: 'Mahabodhi Temple',
        description:
          'The Mahabodhi Temple in Bodh Gaya marks the spot where the Buddha attained enlightenment beneath the Bodhi tree. Monks from across Asia meditate in its peaceful gardens, and its great brick tower is one of the earliest surviving brick temples in India.',
        destination: 'Bodh Gaya',
        city: 'Bodh Gaya',
        price: 3500,
      },
      {
        slug: 'nalanda-mahavihara',
        title: 'Nalanda Mahavihara',
        description:
          'Nalanda was a great monastic university that drew scholars from across Asia for some seven centuries. Its excavated red-brick monasteries and temples, now a UNESCO World Heritage Site, still show lecture halls, student cells and broad stairways.',
        destination: 'Nalanda',
        city: 'Nalanda',
        price: 3000,
      },
      {
        slug: 'vishwa-shanti-stupa',
        title: 'Vishwa Shanti Stupa',
        description:
          'Crowning Ratnagiri hill above Rajgir, the Vishwa Shanti Stupa is a gleaming white peace pagoda reached by an aerial ropeway. Golden Buddha statues face the four directions, and the views take in the wooded hills where the Buddha often stayed and taught.',
        destination: 'Rajgir',
        city: 'Rajgir',
        price: 2500,
      },
      {
        slug: 'golghar',
        title: 'Golghar',
        description:
          'Golghar is a giant beehive-shaped granary built in Patna in 1786, after a terrible famine, to store grain for the army. Climb the spiral stairway wrapped around its outside for wide views over the city and the Ganges flowing past.',
        destination: 'Patna',
        city: 'Patna',
        price: 1800,
      },
      {
        slug: 'vaishali-ashokan-pillar',
        title: 'Vaishali Ashokan Pillar',
        description:
          'Vaishali was one of the earliest republics in the world and a city the Buddha visited many times. At Kolhua stands a polished Ashokan pillar crowned by a seated lion, beside a brick stupa and an ancient water tank.',
        destination: 'Vaishali',
        city: 'Vaishali',
        price: 2800,
      },
    ],
  },
  {
    slug: 'chandigarh',
    name: 'Chandigarh',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'rock-garden-of-chandigarh',
        title: 'Rock Garden of Chandigarh',
        description:
          'The Rock Garden is the remarkable creation of Nek Chand, a road inspector who spent years secretly building sculptures from broken crockery, tiles and industrial waste. Today its winding lanes, waterfalls and thousands of figures make for a wonderfully quirky walk.',
        destination: 'Chandigarh',
        city: 'Chandigarh',
        price: 1800,
      },
      {
        slug: 'sukhna-lake',
        title: 'Sukhna Lake',
        description:
          'Sukhna Lake is a reservoir at the foot of the Shivalik hills, created in 1958 as part of Le Corbusier\'s plan for the city. Stroll the tree-lined promenade, take a paddle boat out at sunset, or join the early-morning walkers and birdwatchers.',
        destination: 'Chandigarh',
        city: 'Chandigarh',
        price: 1500,
      },
      {
        slug: 'capitol-complex',
        title: 'Capitol Complex',
        description:
          'The Capitol Complex is the architectural heart of Chandigarh, designed by Le Corbusier and listed by UNESCO. Guided tours take in the Legislative Assembly, the High Court and the giant Open Hand monument that has become the symbol of the city.',
        destination: 'Chandigarh',
        city: 'Chandigarh',
        price: 2200,
      },
      {
        slug: 'zakir-hussain-rose-garden',
        title: 'Zakir Hussain Rose Garden',
        description:
          'Spread over about 30 acres, the Zakir Hussain Rose Garden is one of the largest rose gardens in Asia, with well over a thousand varieties. It is loveliest in February and March, when the city\'s Rose Festival fills the lawns with colour and music.',
        destination: 'Chandigarh',
        city: 'Chandigarh',
        price: 1600,
      },
    ],
  },
  {
    slug: 'chhattisgarh',
    name: 'Chhattisgarh',
    kind: 'STATE',
    places: [
      {
        slug: 'chitrakote-falls',
        title: 'Chitrakote Falls',
        description:
          'Chitrakote Falls on the Indravati river is the widest waterfall in India, its horseshoe-shaped curtain stretching for hundreds of metres after the monsoon. Small boats edge towards the spray at its base, and the falls glow orange at sunset.',
        destination: 'Bastar',
        city: 'Jagdalpur',
        price: 4500,
      },
      {
        slug: 'tirathgarh-falls',
        title: 'Tirathgarh Falls',
        description:
          'Tirathgarh Falls tumbles in a series of white steps down a broad rock face inside Kanger Valley National Park. Its pools and cascades make a lovely picnic spot, and a small Shiva shrine sits near the foot of the falls.',
        destination: 'Bastar',
        city: 'Jagdalpur',
        price: 4000,
      },
      {
        slug: 'bhoramdeo-temple',
        title: 'Bhoramdeo Temple',
        description:
          'Often called the Khajuraho of Chhattisgarh, the Bhoramdeo Temple is an 11th-century Shiva shrine covered in finely carved sculpture. It stands beside a quiet lake at the foot of the Maikal hills, surrounded by forest.',
        destination: 'Kawardha',
        city: 'Kawardha',
        price: 3000,
      },
      {
        slug: 'laxman-temple-sirpur',
        title: 'Laxman Temple',
        description:
          'The Laxman Temple at Sirpur is one of the finest brick temples in India, built in the 7th century with delicate carvings that remain crisp today. The surrounding site also holds excavated Buddhist monasteries and the remains of an ancient market.',
        destination: 'Sirpur',
        city: 'Sirpur',
        price: 3200,
      },
      {
        slug: 'kanger-valley-national-park',
        title: 'Kanger Valley National Park',
        description:
          'Kanger Valley National Park protects dense sal forest in the Bastar region, along with limestone caves such as Kotumsar. Explore the caves by torchlight, listen for the talking hill myna, and visit tribal weekly markets in nearby villages.',
        destination: 'Bastar',
        city: 'Jagdalpur',
        price: 5000,
      },
    ],
  },
  {
    slug: 'dadra-and-nagar-haveli-and-daman-and-diu',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'diu-fort',
        title: 'Diu Fort',
        description:
          'Built by the Portuguese in the 16th century, Diu Fort guards the eastern tip of the island with massive walls, old cannons and a lighthouse. Waves crash against its sea-facing bastions, and the views along the coast from the ramparts are superb.',
        destination: 'Diu',
        city: 'Diu',
        price: 2800,
      },
      {
        slug: 'naida-caves',
        title: 'Naida Caves',
        description:
          'The Naida Caves are a maze of tunnels and chambers just outside the walls of Diu, shaped partly by quarrying in Portuguese times. Shafts of sunlight stream through openings in the rock roof, making them a favourite with photographers.',
        destination: 'Diu',
        city: 'Diu',
        price: 2000,
      },
      {
        slug: 'nagoa-beach',
        title: 'Nagoa Beach',
        description:
          'Nagoa Beach is a calm, horseshoe-shaped bay lined with branching Hoka palms, a tree rarely seen elsewhere in India. Its gentle water suits swimming, while parasailing and banana-boat rides keep the beachfront lively.',
        destination: 'Diu',
        city: 'Diu',
        price: 2500,
      },
      {
        slug: 'moti-daman-fort',
        title: 'Moti Daman Fort',
        description:
          'Moti Daman Fort encloses an old Portuguese town of quiet lanes, whitewashed churches and colonial buildings. Walk the ramparts at sunset, and do not miss the carved and painted interior of the Bom Jesus Church inside the walls.',
        destination: 'Daman',
        city: 'Daman',
        price: 2200,
      },
      {
        slug: 'dudhni-lake',
        title: 'Dudhni Lake',
        description:
          'Dudhni Lake lies among the forested hills of Dadra and Nagar Haveli, on the backwaters of the Madhuban dam east of Silvassa. Shikara-style boat rides, kayaking and quiet lakeside picnics make it a relaxed day out away from the coast.',
        destination: 'Silvassa',
        city: 'Silvassa',
        price: 2600,
      },
    ],
  },
  {
    slug: 'delhi',
    name: 'Delhi',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'red-fort',
        title: 'Red Fort',
        description:
          'The Red Fort was built by Shah Jahan in the 17th century as the palace of his new capital, Shahjahanabad. Behind its red sandstone walls lie marble halls of audience and museums, and every Independence Day the Prime Minister raises the flag from its ramparts.',
        destination: 'Old Delhi',
        city: 'Delhi',
        price: 2500,
      },
      {
        slug: 'qutub-minar',
        title: 'Qutub Minar',
        description:
          'At about 73 metres, the Qutub Minar is the tallest brick minaret in the world, begun around 1200. The surrounding complex holds the rust-resistant Iron Pillar and some of the earliest Islamic architecture in India, all within a UNESCO World Heritage Site.',
        destination: 'Mehrauli',
        city: 'Delhi',
        price: 2400,
      },
      {
        slug: 'humayuns-tomb',
        title: 'Humayun\'s Tomb',
        description:
          'Humayun\'s Tomb, completed around 1570, was the first great garden tomb in India and an inspiration for the Taj Mahal. Its red sandstone and white marble dome rises over formal Mughal gardens divided by water channels and walkways.',
        destination: 'Nizamuddin',
        city: 'Delhi',
        price: 2300,
      },
      {
        slug: 'lotus-temple',
        title: 'Lotus Temple',
        description:
          'The Lotus Temple is a Baha\'i House of Worship shaped like a blooming flower, with 27 marble-clad petals. People of every faith are welcome to sit in silence inside its serene hall, which is surrounded by reflecting pools and gardens.',
        destination: 'South Delhi',
        city: 'Delhi',
        price: 1800,
      },
      {
        slug: 'jama-masjid',
        title: 'Jama Masjid',
        description:
          'Jama Masjid is one of the largest mosques in India, built by Shah Jahan with a courtyard that can hold some 25,000 worshippers. Climb the southern minaret for a view across the rooftops of Old Delhi and the bustling lanes of Chandni Chowk.',
        destination: 'Old Delhi',
        city: 'Delhi',
        price: 1900,
      },
    ],
  },
  {
    slug: 'goa',
    name: 'Goa',
    kind: 'STATE',
    places: [
      {
        slug: 'basilica-of-bom-jesus',
        title: 'Basilica of Bom Jesus',
        description:
          'The Basilica of Bom Jesus in Old Goa holds the remains of St Francis Xavier and belongs to a UNESCO-listed group of churches and convents. Its baroque facade of laterite stone and its gilded altars make it one of the finest Jesuit churches in Asia.',
        destination: 'Old Goa',
        city: 'Old Goa',
        price: 2500,
      },
      {
        slug: 'fort-aguada',
        title: 'Fort Aguada',
        description:
          'Fort Aguada was built by the Portuguese in 1612 to guard the mouth of the Mandovi river and supply passing ships with fresh water. Its old lighthouse and sturdy laterite ramparts overlook the Arabian Sea near Candolim.',
        destination: 'North Goa Beaches',
        city: 'Candolim',
        price: 2200,
      },
      {
        slug: 'dudhsagar-falls',
        title: 'Dudhsagar Falls',
        description:
          'Dudhsagar Falls plunges some 310 metres down the Western Ghats on the Goa-Karnataka border, looking like a stream of milk after the monsoon. Jeeps bump through the Bhagwan Mahavir Sanctuary to reach a pool at its foot.',
        destination: 'Dudhsagar',
        city: 'Mollem',
        price: 4500,
      },
      {
        slug: 'palolem-beach',
        title: 'Palolem Beach',
        description:
          'Palolem Beach in South Goa is a crescent bay framed by coconut palms, with calm water ideal for swimming and kayaking. Dolphin-spotting boat trips leave from the sand each morning, and the sunsets alone are worth the journey.',
        destination: 'South Goa Beaches',
        city: 'Canacona',
        price: 3000,
      },
      {
        slug: 'fontainhas',
        title: 'Fontainhas',
        description:
          'Fontainhas is the Latin Quarter of Panaji, a neighbourhood of narrow lanes and brightly painted Portuguese-era houses with tiled roofs and balconies. Guided walks stop at old bakeries, small art galleries and the Chapel of St Sebastian.',
        destination: 'Panaji',
        city: 'Panaji',
        price: 2000,
      },
    ],
  },
  {
    slug: 'gujarat',
    name: 'Gujarat',
    kind: 'STATE',
    places: [
      {
        slug: 'rann-of-kutch',
        title: 'Rann of Kutch',
        description:
          'The Great Rann of Kutch is a vast salt desert that dries into a dazzling white plain in winter. Visit around full moon for a luminous night walk, or come during the Rann Utsav for crafts, folk music and tented camps near Dhordo.',
        destination: 'Kutch',
        city: 'Dhordo',
        price: 6500,
      },
      {
        slug: 'gir-national-park',
        title: 'Gir National Park',
        description:
          'Gir National Park is the only wild home of the Asiatic lion, and a jeep safari through its dry teak forest gives a good chance of a sighting. Leopards, sambar deer and marsh crocodiles also live in the park and its reservoirs.',
        destination: 'Sasan Gir',
        city: 'Sasan Gir',
        price: 7000,
      },
      {
        slug: 'somnath-temple',
        title: 'Somnath Temple',
        description:
          'Standing on the shore of the Arabian Sea, Somnath Temple is honoured as the first of the twelve Jyotirlinga shrines of Shiva. Rebuilt many times through its long history, the present temple comes alive during the evening aarti and light show.',
        destination: 'Somnath',
        city: 'Veraval',
        price: 3000,
      },
      {
        slug: 'rani-ki-vav',
        title: 'Rani ki Vav',
        description:
          'Rani ki Vav in Patan is an 11th-century stepwell built like an inverted temple, descending through seven levels below the ground. Hundreds of sculptures line its walls, and it appears on the back of the Indian 100 rupee note.',
        destination: 'Patan',
        city: 'Patan',
        price: 2800,
      },
      {
        slug: 'statue-of-unity',
        title: 'Statue of Unity',
        description:
          'The Statue of Unity honours Sardar Vallabhbhai Patel and, at 182 metres, is the tallest statue in the world. A viewing gallery high in its chest looks out over the Narmada river, the Satpura hills and the Sardar Sarovar Dam.',
        destination: 'Ekta Nagar',
        city: 'Kevadia',
        price: 3500,
      },
    ],
  },
  {
    slug: 'haryana',
    name: 'Haryana',
    kind: 'STATE',
    places: [
      {
        slug: 'brahma-sarovar',
        title: 'Brahma Sarovar',
        description:
          'Brahma Sarovar in Kurukshetra is a huge sacred tank linked with the Mahabharata and the Bhagavad Gita. Pilgrims gather in great numbers to bathe here during solar eclipses, and the Gita Mahotsav lights up its ghats every winter.',
        destination: 'Kurukshetra',
        city: 'Kurukshetra',
        price: 2500,
      },
      {
        slug: 'sultanpur-national-park',
        title: 'Sultanpur National Park',
        description:
          'Sultanpur National Park, a short drive from Gurugram, is a wetland haven for migratory birds from Siberia and Central Asia. In winter, look out for flamingos, bar-headed geese and painted storks from its watchtowers and shaded trails.',
        destination: 'Gurugram',
        city: 'Gurugram',
        price: 2200,
      },
      {
        slug: 'pinjore-gardens',
        title: 'Pinjore Gardens',
        description:
          'The Pinjore Gardens, also known as the Yadavindra Gardens, are 17th-century Mughal terraced gardens at the foot of the Shivalik hills. Fountains and palace pavilions line the central water channel, and the whole garden is lit up in the evening.',
        destination: 'Pinjore',
        city: 'Pinjore',
        price: 2000,
      },
      {
        slug: 'morni-hills',
        title: 'Morni Hills',
        description:
          'Morni Hills is Haryana\'s only hill station, a peaceful escape in the Shivalik range with pine forests and two small lakes. Gentle walking trails, a small fort museum and boating at Tikkar Tal make for an easy day out in nature.',
        destination: 'Morni Hills',
        city: 'Panchkula',
        price: 3000,
      },
    ],
  },
  {
    slug: 'himachal-pradesh',
    name: 'Himachal Pradesh',
    kind: 'STATE',
    places: [
      {
        slug: 'rohtang-pass',
        title: 'Rohtang Pass',
        description:
          'Rohtang Pass crosses the Pir Panjal range at about 3,980 metres above Manali, with snow often lingering into early summer. Vehicle permits are needed, and the views over glaciers and down into the Lahaul valley are breathtaking.',
        destination: 'Manali',
        city: 'Manali',
        price: 6000,
      },
      {
        slug: 'hadimba-temple',
        title: 'Hadimba Temple',
        description:
          'The Hadimba Devi Temple, built in 1553, is a pagoda-style wooden shrine in a grove of towering deodar trees in Manali. Its carved doorway and tiered roofs make it one of the most photographed sights in Himachal.',
        destination: 'Manali',
        city: 'Manali',
        price: 2500,
      },
      {
        slug: 'the-ridge-shimla',
        title: 'The Ridge',
        description:
          'The Ridge is the broad open promenade at the heart of Shimla, lined with colonial buildings and crowned by the neo-Gothic Christ Church. On clear days the views stretch to distant snow peaks, and the Mall Road is just a few steps away.',
        destination: 'Shimla',
        city: 'Shimla',
        price: 2200,
      },
      {
        slug: 'tsuglagkhang-complex',
        title: 'Tsuglagkhang Complex',
        description:
          'The Tsuglagkhang Complex in McLeod Ganj is the residence of the Dalai Lama and the main temple of the Tibetan community in exile. Join pilgrims on the kora path around it, then visit the small Tibet Museum nearby.',
        destination: 'Dharamshala',
        city: 'McLeod Ganj',
        price: 2800,
      },
      {
        slug: 'key-monastery',
        title: 'Key Monastery',
        description:
          'Key Monastery clings to a hilltop above the Spiti river at over 4,100 metres, a cluster of whitewashed buildings whose origins reach back about a thousand years. Resident monks often share butter tea and show visitors old murals and scriptures.',
        destination: 'Spiti Valley',
        city: 'Kaza',
        price: 9000,
      },
    ],
  },
  {
    slug: 'jammu-and-kashmir',
    name: 'Jammu and Kashmir',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'dal-lake',
        title: 'Dal Lake',
        description:
          'Dal Lake is the jewel of Srinagar, where houseboats and colourful shikaras glide past floating gardens and a floating vegetable market. A sunrise shikara ride with the Zabarwan mountains as a backdrop is an experience to remember.',
        destination: 'Srinagar',
        city: 'Srinagar',
        price: 4000,
      },
      {
        slug: 'gulmarg-gondola',
        title: 'Gulmarg Gondola',
        description:
          'The Gulmarg Gondola is one of the highest cable cars in the world, rising to nearly 4,000 metres on Mount Apharwat. In winter it serves superb powder skiing, while summer brings wildflower meadows and views of distant snow peaks.',
        destination: 'Gulmarg',
        city: 'Gulmarg',
        price: 7500,
      },
      {
        slug: 'betaab-valley',
        title: 'Betaab Valley',
        description:
          'Betaab Valley near Pahalgam is a lush meadow ringed by pine forests and snowy peaks, named after a 1983 Bollywood film shot here. A clear, cold stream from the Lidder river runs through it, making it perfect for a lazy picnic.',
        destination: 'Pahalgam',
        city: 'Pahalgam',
        price: 5000,
      },
      {
        slug: 'vaishno-devi-temple',
        title: 'Vaishno Devi Temple',
        description:
          'The Vaishno Devi shrine is a holy cave temple high in the Trikuta mountains, reached by a trail of about 12 km from Katra. Millions of pilgrims make the climb each year, with ponies, palanquins and a helicopter service for those who need them.',
        destination: 'Katra',
        city: 'Katra',
        price: 5500,
      },
      {
        slug: 'thajiwas-glacier',
        title: 'Thajiwas Glacier',
        description:
          'Thajiwas Glacier lies a short pony ride or walk from Sonamarg, the meadow of gold. Snow lingers here well into summer, making it a favourite spot for sledging, and the surrounding peaks frame the valley beautifully.',
        destination: 'Sonamarg',
        city: 'Sonamarg',
        price: 6000,
      },
    ],
  },
  {
    slug: 'jharkhand',
    name: 'Jharkhand',
    kind: 'STATE',
    places: [
      {
        slug: 'hundru-falls',
        title: 'Hundru Falls',
        description:
          'Hundru Falls drops about 98 metres where the Subarnarekha river plunges over a rocky escarpment near Ranchi. It is at its most powerful just after the monsoon, and a long flight of steps leads down to the pools at its base.',
        destination: 'Ranchi',
        city: 'Ranchi',
        price: 2800,
      },
      {
        slug: 'betla-national-park',
        title: 'Betla National Park',
        description:
          'Betla National Park, part of the Palamau Tiger Reserve, offers jeep safaris through sal and bamboo forest where elephants, gaur and deer are often seen. Two ruined forts of the Chero kings stand within the reserve, adding history to the wildlife.',
        destination: 'Palamau',
        city: 'Betla',
        price: 5500,
      },
      {
        slug: 'baidyanath-temple',
        title: 'Baidyanath Temple',
        description:
          'Baba Baidyanath Dham in Deoghar is one of the twelve Jyotirlingas of Shiva and the goal of a famous monsoon pilgrimage. During the month of Shravan, devotees carry holy Ganges water on foot from Sultanganj, more than 100 km away.',
        destination: 'Deoghar',
        city: 'Deoghar',
        price: 3000,
      },
      {
        slug: 'netarhat',
        title: 'Netarhat',
        description:
          'Netarhat, known as the Queen of Chotanagpur, is a quiet hill station on a forested plateau. Watch the sun go down from Magnolia Point, and visit the nearby Upper Ghaghri and Lower Ghaghri waterfalls.',
        destination: 'Netarhat',
        city: 'Netarhat',
        price: 4500,
      },
      {
        slug: 'parasnath-hill',
        title: 'Parasnath Hill',
        description:
          'Parasnath Hill is the highest peak in Jharkhand and the holiest site of Jainism, where twenty of the twenty-four Tirthankaras are believed to have attained liberation. Pilgrims walk a round trip of about 27 km to the shrines on the summit.',
        destination: 'Shikharji',
        city: 'Madhuban',
        price: 4000,
      },
    ],
  },
  {
    slug: 'karnataka',
    name: 'Karnataka',
    kind: 'STATE',
    places: [
      {
        slug: 'hampi-ruins',
        title: 'Hampi Ruins',
        description:
          'The ruins of Hampi, once the capital of the Vijayanagara Empire, are scattered across a surreal landscape of giant boulders and banana fields. Highlights include the living Virupaksha Temple, the stone chariot of the Vittala Temple and the royal enclosure.',
        destination: 'Hampi',
        city: 'Hampi',
        price: 4500,
      },
      {
        slug: 'mysore-palace',
        title: 'Mysore Palace',
        description:
          'Mysore Palace was the seat of the Wadiyar kings and is a grand blend of Indo-Saracenic styles. Its mirrored halls and stained-glass ceilings impress by day, and on Sunday evenings nearly 100,000 bulbs light up the facade.',
        destination: 'Mysuru',
        city: 'Mysuru',
        price: 3000,
      },
      {
        slug: 'abbey-falls',
        title: 'Abbey Falls',
        description:
          'Abbey Falls tumbles through coffee and spice plantations near Madikeri, in the heart of Coorg. A short path through the estates leads to a hanging bridge with a direct view of the falls, which are fullest in the monsoon.',
        destination: 'Coorg',
        city: 'Madikeri',
        price: 3800,
      },
      {
        slug: 'gol-gumbaz',
        title: 'Gol Gumbaz',
        description:
          'Gol Gumbaz in Vijayapura is the mausoleum of Sultan Mohammed Adil Shah, crowned by one of the largest domes in the world. In its circular whispering gallery, even the softest whisper echoes several times.',
        destination: 'Vijayapura',
        city: 'Vijayapura',
        price: 2800,
      },
      {
        slug: 'jog-falls',
        title: 'Jog Falls',
        description:
          'At Jog Falls, the Sharavathi river drops about 253 metres in four separate streams, making it one of the highest plunge waterfalls in India. It is at its most spectacular just after the monsoon, when mist fills the gorge.',
        destination: 'Jog Falls',
        city: 'Sagara',
        price: 4200,
      },
    ],
  },
  {
    slug: 'kerala',
    name: 'Kerala',
    kind: 'STATE',
    places: [
      {
        slug: 'alleppey-backwaters',
        title: 'Alleppey Backwaters',
        description:
          'The backwaters of Alappuzha are a maze of canals, lakes and lagoons lined with coconut palms and paddy fields. A day aboard a traditional kettuvallam houseboat brings freshly cooked Kerala meals and close glimpses of village life.',
        destination: 'Kerala Backwaters',
        city: 'Alappuzha',
        price: 8500,
      },
      {
        slug: 'munnar-tea-gardens',
        title: 'Munnar Tea Gardens',
        description:
          'The rolling hills around Munnar are carpeted with emerald tea estates at around 1,600 metres in the Western Ghats. Visit a tea museum, drive up to Top Station, and look for the rare Nilgiri tahr in Eravikulam National Park.',
        destination: 'Munnar Hills',
        city: 'Munnar',
        price: 5000,
      },
      {
        slug: 'periyar-tiger-reserve',
        title: 'Periyar Tiger Reserve',
        description:
          'Periyar Tiger Reserve surrounds a scenic lake in the Cardamom Hills near Thekkady. Boat rides often reveal elephants and gaur at the water\'s edge, while guided bamboo rafting and jungle treks lead deeper into the forest.',
        destination: 'Thekkady',
        city: 'Kumily',
        price: 5500,
      },
      {
        slug: 'chinese-fishing-nets',
        title: 'Chinese Fishing Nets',
        description:
          'The Chinese fishing nets of Fort Kochi are giant cantilevered nets lowered into the water by teams of fishermen. Watch them at work at sunset, then explore the colonial lanes, spice warehouses and St Francis Church nearby.',
        destination: 'Fort Kochi',
        city: 'Kochi',
        price: 2500,
      },
      {
        slug: 'varkala-cliff',
        title: 'Varkala Cliff',
        description:
          'At Varkala, red laterite cliffs rise straight from the Arabian Sea, with cafes along the top and a sandy beach below. Natural springs trickle from the rock face, and the ancient Janardhana Swamy Temple is a short walk away.',
        destination: 'Varkala',
        city: 'Varkala',
        price: 3200,
      },
    ],
  },
  {
    slug: 'ladakh',
    name: 'Ladakh',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'pangong-tso',
        title: 'Pangong Tso',
        description:
          'Pangong Tso is a high-altitude lake at about 4,250 metres that stretches far into Tibet, shifting from turquoise to deep blue through the day. The drive from Leh crosses the lofty Chang La pass, with snow peaks on every side.',
        destination: 'Pangong',
        city: 'Spangmik',
        price: 12000,
      },
      {
        slug: 'nubra-valley',
        title: 'Nubra Valley',
        description:
          'Nubra Valley is a high desert of sand dunes, apricot orchards and monasteries, reached over the Khardung La. Ride a double-humped Bactrian camel at Hunder, and visit the giant Maitreya Buddha above Diskit Monastery.',
        destination: 'Nubra',
        city: 'Diskit',
        price: 11000,
      },
      {
        slug: 'khardung-la',
        title: 'Khardung La',
        description:
          'Khardung La is one of the highest motorable passes in the world, at about 5,360 metres on the road from Leh to Nubra. Prayer flags flutter over the snowy summit, and a short stop brings views across the Ladakh range.',
        destination: 'Leh',
        city: 'Leh',
        price: 6500,
      },
      {
        slug: 'thiksey-monastery',
        title: 'Thiksey Monastery',
        description:
          'Thiksey Monastery rises in white tiers up a hillside near Leh and is often compared to the Potala Palace in Lhasa. Arrive early for morning prayers, then see the 15-metre Maitreya Buddha statue that fills two floors.',
        destination: 'Leh',
        city: 'Thiksey',
        price: 3500,
      },
      {
        slug: 'hemis-monastery',
        title: 'Hemis Monastery',
        description:
          'Hemis is the largest and wealthiest monastery in Ladakh, tucked into a side valley south of Leh. Its summer festival features masked cham dances, and the museum holds fine thangkas and centuries-old artefacts.',
        destination: 'Leh',
        city: 'Hemis',
        price: 4000,
      },
    ],
  },
  {
    slug: 'lakshadweep',
    name: 'Lakshadweep',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'agatti-island',
        title: 'Agatti Island',
        description:
          'Agatti is the gateway to Lakshadweep and home to its only airstrip, a narrow coral island with clear lagoons on both sides. Snorkelling over its reefs reveals turtles, parrotfish and bright corals just a few strokes from the shore.',
        destination: 'Lakshadweep Islands',
        city: 'Agatti',
        price: 15000,
      },
      {
        slug: 'bangaram-island',
        title: 'Bangaram Island',
        description:
          'Bangaram is a small uninhabited teardrop of white sand ringed by a shallow lagoon. Days here are spent swimming, snorkelling and kayaking, and the water is so clear that you can watch fish darting over the sand below.',
        destination: 'Lakshadweep Islands',
        city: 'Agatti',
        price: 18000,
      },
      {
        slug: 'kavaratti-island',
        title: 'Kavaratti Island',
        description:
          'Kavaratti, the capital of Lakshadweep, has a calm turquoise lagoon ideal for kayaking and glass-bottom boat rides. Ashore, visit the marine aquarium and admire the carved wooden ceiling of the Ujra Mosque.',
        destination: 'Lakshadweep Islands',
        city: 'Kavaratti',
        price: 14000,
      },
      {
        slug: 'minicoy-island',
        title: 'Minicoy Island',
        description:
          'Minicoy is the southernmost island of Lakshadweep, with its own language and culture close to those of the Maldives. Climb the lighthouse built in 1885 for views over the lagoon, and watch the tuna boats come home.',
        destination: 'Lakshadweep Islands',
        city: 'Minicoy',
        price: 16000,
      },
      {
        slug: 'kadmat-island',
        title: 'Kadmat Island',
        description:
          'Kadmat is a long, slender island with one of the best lagoons in Lakshadweep for scuba diving. Its reefs drop steeply into deep blue water, and the quiet beaches are a nesting ground for sea turtles.',
        destination: 'Lakshadweep Islands',
        city: 'Kadmat',
        price: 17000,
      },
    ],
  },
  {
    slug: 'madhya-pradesh',
    name: 'Madhya Pradesh',
    kind: 'STATE',
    places: [
      {
        slug: 'khajuraho-temples',
        title: 'Khajuraho Temples',
        description:
          'The Khajuraho temples, built by the Chandela kings about a thousand years ago, are famous for their soaring spires and richly sculpted walls. The Western Group is a UNESCO World Heritage Site, and an evening sound and light show tells their story.',
        destination: 'Khajuraho',
        city: 'Khajuraho',
        price: 4000,
      },
      {
        slug: 'sanchi-stupa',
        title: 'Sanchi Stupa',
        description:
          'The Great Stupa at Sanchi was first built under Emperor Ashoka in the 3rd century BCE and is one of the oldest stone structures in India. Its four carved gateways tell stories from the life of the Buddha in remarkable detail.',
        destination: 'Sanchi',
        city: 'Sanchi',
        price: 3000,
      },
      {
        slug: 'bandhavgarh-national-park',
        title: 'Bandhavgarh National Park',
        description:
          'Bandhavgarh National Park has one of the highest densities of tigers in India, which makes it a fine place for sightings. Jeep safaris wind through sal forest and grassy meadows beneath an ancient fort on a high plateau.',
        destination: 'Bandhavgarh',
        city: 'Umaria',
        price: 8000,
      },
      {
        slug: 'gwalior-fort',
        title: 'Gwalior Fort',
        description:
          'Gwalior Fort sits on a sandstone plateau high above the city, with walls running for nearly three kilometres. Inside are the blue-tiled Man Singh Palace, the carved Saas Bahu temples and a Sikh gurdwara.',
        destination: 'Gwalior',
        city: 'Gwalior',
        price: 2800,
      },
      {
        slug: 'orchha-fort-complex',
        title: 'Orchha Fort Complex',
        description:
          'Orchha is a riverside town of Bundela palaces, temples and royal cenotaphs on the Betwa river. The Jahangir Mahal and Raja Mahal are beautifully preserved, and the chhatris along the river look magical at sunset.',
        destination: 'Orchha',
        city: 'Orchha',
        price: 3200,
      },
    ],
  },
  {
    slug: 'maharashtra',
    name: 'Maharashtra',
    kind: 'STATE',
    places: [
      {
        slug: 'gateway-of-india',
        title: 'Gateway of India',
        description:
          'The Gateway of India is a grand basalt arch on the Mumbai waterfront, completed in 1924 to mark the visit of King George V. Ferries leave from its steps for Elephanta Island, and the historic Taj Mahal Palace hotel stands across the road.',
        destination: 'Mumbai',
        city: 'Mumbai',
        price: 2500,
      },
      {
        slug: 'ajanta-caves',
        title: 'Ajanta Caves',
        description:
          'The Ajanta Caves are about 30 rock-cut Buddhist monuments set in a horseshoe-shaped gorge, the oldest dating from the 2nd century BCE. Their wall paintings are among the finest surviving examples of ancient Indian art.',
        destination: 'Ajanta and Ellora',
        city: 'Chhatrapati Sambhajinagar',
        price: 4500,
      },
      {
        slug: 'ellora-caves',
        title: 'Ellora Caves',
        description:
          'Ellora brings together 34 caves carved by Buddhist, Hindu and Jain communities over several centuries. The highlight is the Kailasa Temple, cut from a single mass of rock from the top downwards.',
        destination: 'Ajanta and Ellora',
        city: 'Chhatrapati Sambhajinagar',
        price: 4000,
      },
      {
        slug: 'raigad-fort',
        title: 'Raigad Fort',
        description:
          'Raigad Fort was the capital of Chhatrapati Shivaji Maharaj, who was crowned here in 1674. A ropeway glides up the cliffs to the ruins of palaces, a market street and the samadhi of the great Maratha king.',
        destination: 'Raigad',
        city: 'Mahad',
        price: 3500,
      },
      {
        slug: 'shaniwar-wada',
        title: 'Shaniwar Wada',
        description:
          'Shaniwar Wada was the seat of the Peshwas of the Maratha Empire, built in 1732 in the heart of Pune. Its massive spiked gates and garden ruins come alive during the evening sound and light show.',
        destination: 'Pune',
        city: 'Pune',
        price: 2000,
      },
    ],
  },
  {
    slug: 'manipur',
    name: 'Manipur',
    kind: 'STATE',
    places: [
      {
        slug: 'loktak-lake',
        title: 'Loktak Lake',
        description:
          'Loktak Lake is the largest freshwater lake in northeast India, famous for its floating islands of vegetation called phumdis. Fishing families live in huts on some of them, and the view from Sendra Island at sunset is unforgettable.',
        destination: 'Loktak',
        city: 'Moirang',
        price: 4500,
      },
      {
        slug: 'keibul-lamjao-national-park',
        title: 'Keibul Lamjao National Park',
        description:
          'Keibul Lamjao is the only floating national park in the world, resting on phumdis at the southern end of Loktak Lake. It is the last natural home of the sangai, the graceful dancing deer of Manipur.',
        destination: 'Loktak',
        city: 'Moirang',
        price: 5000,
      },
      {
        slug: 'kangla-fort',
        title: 'Kangla Fort',
        description:
          'Kangla Fort was the ancient seat of the rulers of Manipur, set beside the Imphal river. Its grounds hold restored temples, the giant dragon statues known as Kangla Sha and museums of Manipuri history.',
        destination: 'Imphal',
        city: 'Imphal',
        price: 2200,
      },
      {
        slug: 'ima-keithel',
        title: 'Ima Keithel',
        description:
          'Ima Keithel in Imphal is a market run entirely by women, with thousands of traders and a history going back some five centuries. Browse for handwoven phanek textiles, fresh produce and local snacks among its busy stalls.',
        destination: 'Imphal',
        city: 'Imphal',
        price: 1800,
      },
    ],
  },
  {
    slug: 'meghalaya',
    name: 'Meghalaya',
    kind: 'STATE',
    places: [
      {
        slug: 'double-decker-living-root-bridge',
        title: 'Double Decker Living Root Bridge',
        description:
          'The Double Decker Living Root Bridge at Nongriat is woven from the living roots of rubber fig trees by Khasi villagers over generations. The trek down involves thousands of steps, but cool natural pools await at the bottom.',
        destination: 'Sohra',
        city: 'Cherrapunji',
        price: 5500,
      },
      {
        slug: 'nohkalikai-falls',
        title: 'Nohkalikai Falls',
        description:
          'Nohkalikai Falls plunges about 340 metres from a high plateau near Sohra, making it the tallest plunge waterfall in India. In the dry season the pool at its foot turns a striking shade of green.',
        destination: 'Sohra',
        city: 'Cherrapunji',
        price: 3500,
      },
      {
        slug: 'umngot-river',
        title: 'Umngot River',
        description:
          'The Umngot River at Dawki is so clear that boats seem to float in mid-air above the stony riverbed. Take a boat ride close to the Bangladesh border, or camp on the riverbank at nearby Shnongpdeng.',
        destination: 'Dawki',
        city: 'Dawki',
        price: 5000,
      },
      {
        slug: 'mawlynnong',
        title: 'Mawlynnong',
        description:
          'Mawlynnong is famed as one of the cleanest villages in Asia, with flower-lined paths and bamboo dustbins at every turn. Climb the bamboo Sky View tower for a look towards Bangladesh, and visit a living root bridge nearby.',
        destination: 'Mawlynnong',
        city: 'Mawlynnong',
        price: 4000,
      },
      {
        slug: 'elephant-falls',
        title: 'Elephant Falls',
        description:
          'Elephant Falls is a three-tiered waterfall set in fern-covered forest just outside Shillong. The British named it after a rock shaped like an elephant, which was destroyed in the great earthquake of 1897.',
        destination: 'Shillong',
        city: 'Shillong',
        price: 2500,
      },
    ],
  },
  {
    slug: 'mizoram',
    name: 'Mizoram',
    kind: 'STATE',
    places: [
      {
        slug: 'vantawng-falls',
        title: 'Vantawng Falls',
        description:
          'Vantawng Falls is the highest waterfall in Mizoram, dropping about 230 metres in two tiers through dense bamboo forest. A viewpoint near Thenzawl looks straight across the gorge at the falls.',
        destination: 'Thenzawl',
        city: 'Thenzawl',
        price: 4000,
      },
      {
        slug: 'reiek-tlang',
        title: 'Reiek Tlang',
        description:
          'Reiek Tlang is a craggy peak a short drive from Aizawl, with sweeping views over rolling green hills. At its foot, a heritage village shows the traditional houses and way of life of the Mizo people.',
        destination: 'Aizawl',
        city: 'Aizawl',
        price: 3000,
      },
      {
        slug: 'phawngpui-national-park',
        title: 'Phawngpui National Park',
        description:
          'Phawngpui, the Blue Mountain, is the highest peak in Mizoram at about 2,157 metres. The national park around it is rich in orchids, rhododendrons and rare birds, and the summit looks out towards Myanmar.',
        destination: 'Blue Mountain',
        city: 'Sangau',
        price: 8500,
      },
      {
        slug: 'palak-dil',
        title: 'Palak Dil',
        description:
          'Palak Dil is the largest natural lake in Mizoram, tucked into forested hills in the far south. Local legend says a village lies beneath its surface, and the lake draws migratory birds in winter.',
        destination: 'Siaha',
        city: 'Siaha',
        price: 7500,
      },
      {
        slug: 'solomons-temple',
        title: 'Solomon\'s Temple',
        description:
          'Solomon\'s Temple is a large white church on a hilltop in Aizawl, built by a local congregation over many years. Its tall spires, peaceful gardens and wide views over the city make it a calm place to pause.',
        destination: 'Aizawl',
        city: 'Aizawl',
        price: 1800,
      },
    ],
  },
  {
    slug: 'nagaland',
    name: 'Nagaland',
    kind: 'STATE',
    places: [
      {
        slug: 'kisama-heritage-village',
        title: 'Kisama Heritage Village',
        description:
          'Kisama Heritage Village near Kohima hosts the famous Hornbill Festival each December, showcasing the traditions of the Naga tribes. Outside festival time, its tribal houses, morungs and small museum are open to visitors.',
        destination: 'Kohima',
        city: 'Kohima',
        price: 3000,
      },
      {
        slug: 'dzukou-valley',
        title: 'Dzukou Valley',
        description:
          'Dzukou Valley is a high valley of rolling green hills on the Nagaland-Manipur border, famous for the rare Dzukou lily. A steep trek from Viswema leads into a quiet world of streams and meadows.',
        destination: 'Kohima',
        city: 'Viswema',
        price: 5500,
      },
      {
        slug: 'kohima-war-cemetery',
        title: 'Kohima War Cemetery',
        description:
          'The Kohima War Cemetery honours soldiers who fell in the Battle of Kohima in 1944, on the very slope where the fiercest fighting took place. Its terraced gardens carry a moving epitaph to those who died.',
        destination: 'Kohima',
        city: 'Kohima',
        price: 1800,
      },
      {
        slug: 'khonoma-village',
        title: 'Khonoma Village',
        description:
          'Khonoma is an Angami village celebrated as India\'s first green village, after its people banned hunting and protected their forests. Walk through terraced fields and stone gateways while learning about Naga history.',
        destination: 'Kohima',
        city: 'Khonoma',
        price: 3500,
      },
      {
        slug: 'longwa-village',
        title: 'Longwa Village',
        description:
          'Longwa is a Konyak village that straddles the India-Myanmar border, where the chief\'s house famously lies half in each country. Meet elders with traditional facial tattoos and learn about Konyak crafts and culture.',
        destination: 'Mon',
        city: 'Mon',
        price: 9000,
      },
    ],
  },
  {
    slug: 'odisha',
    name: 'Odisha',
    kind: 'STATE',
    places: [
      {
        slug: 'konark-sun-temple',
        title: 'Konark Sun Temple',
        description:
          'The Konark Sun Temple is a 13th-century masterpiece built as a giant stone chariot for the Sun god, drawn by seven horses. Its 24 carved wheels are celebrated for their detail, and the temple is a UNESCO World Heritage Site.',
        destination: 'Konark',
        city: 'Konark',
        price: 3500,
      },
      {
        slug: 'jagannath-temple-puri',
        title: 'Jagannath Temple',
        description:
          'The Jagannath Temple at Puri is one of the Char Dham pilgrimages and the setting of the famous Rath Yatra chariot festival. Only Hindus may enter, but the rooftop of a nearby library offers a view over the temple.',
        destination: 'Puri',
        city: 'Puri',
        price: 2500,
      },
      {
        slug: 'chilika-lake',
        title: 'Chilika Lake',
        description:
          'Chilika Lake is the largest coastal lagoon in India, home to Irrawaddy dolphins and vast flocks of migratory birds in winter. Boat rides from Satapada head out to see the dolphins and the mouth of the lagoon.',
        destination: 'Chilika',
        city: 'Satapada',
        price: 4500,
      },
      {
        slug: 'lingaraj-temple',
        title: 'Lingaraj Temple',
        description:
          'The Lingaraj Temple is the largest temple in Bhubaneswar, built in the 11th century in the Kalinga style. Its spire rises about 55 metres, and visitors who cannot enter can view it from a platform outside.',
        destination: 'Bhubaneswar',
        city: 'Bhubaneswar',
        price: 2000,
      },
      {
        slug: 'udayagiri-and-khandagiri-caves',
        title: 'Udayagiri and Khandagiri Caves',
        description:
          'The Udayagiri and Khandagiri Caves are rock-cut chambers carved for Jain monks around the 2nd century BCE. Climb the twin hills to see carved friezes, including those of the two-storeyed Rani Gumpha.',
        destination: 'Bhubaneswar',
        city: 'Bhubaneswar',
        price: 1800,
      },
    ],
  },
  {
    slug: 'puducherry',
    name: 'Puducherry',
    kind: 'UNION_TERRITORY',
    places: [
      {
        slug: 'promenade-beach',
        title: 'Promenade Beach',
        description:
          'Promenade Beach is the famous seafront walk of Puducherry, with a statue of Mahatma Gandhi and an old lighthouse. Mornings belong to joggers, and in the evening the road closes to traffic so walkers can enjoy the sea breeze.',
        destination: 'Puducherry',
        city: 'Puducherry',
        price: 1800,
      },
      {
        slug: 'french-quarter',
        title: 'French Quarter',
        description:
          'The French Quarter, or White Town, is a grid of tree-lined streets with mustard and white colonial villas. Explore on foot or by bicycle, stopping at French bakeries and the Notre Dame des Anges church.',
        destination: 'Puducherry',
        city: 'Puducherry',
        price: 2000,
      },
      {
        slug: 'paradise-beach',
        title: 'Paradise Beach',
        description:
          'Paradise Beach is a quiet sandy spit reached by boat through the backwaters of Chunnambar. Its clear water and long stretch of golden sand make it ideal for a relaxed day by the sea.',
        destination: 'Puducherry',
        city: 'Chunnambar',
        price: 2800,
      },
      {
        slug: 'sri-aurobindo-ashram',
        title: 'Sri Aurobindo Ashram',
        description:
          'The Sri Aurobindo Ashram was founded in 1926 and remains a centre of spiritual life in Puducherry. Visitors may sit quietly around the flower-covered samadhi of Sri Aurobindo and the Mother in its courtyard.',
        destination: 'Puducherry',
        city: 'Puducherry',
        price: 1500,
      },
      {
        slug: 'basilica-of-the-sacred-heart-of-jesus',
        title: 'Basilica of the Sacred Heart of Jesus',
        description:
          'The Basilica of the Sacred Heart of Jesus is a striking Gothic Revival church with stained-glass panels showing the life of Christ. Completed in the early 20th century, it makes a lovely stop on a walk through town.',
        destination: 'Puducherry',
        city: 'Puducherry',
        price: 1600,
      },
    ],
  },
  {
    slug: 'punjab',
    name: 'Punjab',
    kind: 'STATE',
    places: [
      {
        slug: 'golden-temple',
        title: 'Golden Temple',
        description:
          'The Golden Temple, or Harmandir Sahib, is the holiest shrine of Sikhism, its gilded sanctum mirrored in the sacred pool around it. Its community kitchen serves free meals to tens of thousands of visitors every day.',
        destination: 'Amritsar',
        city: 'Amritsar',
        price: 3000,
      },
      {
        slug: 'attari-wagah-border',
        title: 'Attari-Wagah Border',
        description:
          'Every evening at the Attari-Wagah border, soldiers of India and Pakistan perform a stirring flag-lowering ceremony of high kicks and fierce marching. Crowds cheer from the stands, so arrive early for a good seat.',
        destination: 'Amritsar',
        city: 'Attari',
        price: 2500,
      },
      {
        slug: 'jallianwala-bagh',
        title: 'Jallianwala Bagh',
        description:
          'Jallianwala Bagh is a memorial garden marking the massacre of 1919, when troops fired on a peaceful crowd. Bullet marks on the old walls and the Martyrs\' Well keep the memory of that day alive.',
        destination: 'Amritsar',
        city: 'Amritsar',
        price: 1800,
      },
      {
        slug: 'qila-mubarak',
        title: 'Qila Mubarak',
        description:
          'Qila Mubarak is the historic fort at the heart of Patiala, home to the royal family for generations. Its palaces, frescoed halls and chandelier-lit durbar hall show the grandeur of the old princely state.',
        destination: 'Patiala',
        city: 'Patiala',
        price: 2200,
      },
      {
        slug: 'virasat-e-khalsa',
        title: 'Virasat-e-Khalsa',
        description:
          'Virasat-e-Khalsa is a museum in Anandpur Sahib that tells some 500 years of Sikh history and Punjabi culture. Its striking sandstone buildings, designed by Moshe Safdie, rise above shallow reflecting pools.',
        destination: 'Anandpur Sahib',
        city: 'Anandpur Sahib',
        price: 2800,
      },
    ],
  },
  {
    slug: 'rajasthan',
    name: 'Rajasthan',
    kind: 'STATE',
    places: [
      {
        slug: 'amber-fort',
        title: 'Amber Fort',
        description:
          'Amber Fort rises above Maota Lake on the outskirts of Jaipur, its honey-coloured walls snaking along the Aravalli hills. Inside, the Sheesh Mahal glitters with thousands of tiny mirrors that sparkle in candlelight.',
        destination: 'Jaipur',
        city: 'Jaipur',
        price: 4000,
      },
      {
        slug: 'hawa-mahal',
        title: 'Hawa Mahal',
        description:
          'Hawa Mahal, the Palace of Winds, is a pink sandstone facade of 953 small latticed windows built in 1799. Royal women once watched street festivals from behind its screens, and the morning sun makes it glow.',
        destination: 'Jaipur',
        city: 'Jaipur',
        price: 2500,
      },
      {
        slug: 'mehrangarh-fort',
        title: 'Mehrangarh Fort',
        description:
          'Mehrangarh Fort towers over the blue city of Jodhpur from a rocky hill about 120 metres high. Its museum of palanquins, arms and miniature paintings is one of the best in Rajasthan, and the ramparts offer superb views.',
        destination: 'Jodhpur',
        city: 'Jodhpur',
        price: 3500,
      },
      {
        slug: 'sam-sand-dunes',
        title: 'Sam Sand Dunes',
        description:
          'The Sam Sand Dunes, about 40 km from Jaisalmer, are rolling waves of golden sand in the Thar Desert. Ride a camel at sunset, then enjoy a folk music and dance evening under the stars in a desert camp.',
        destination: 'Jaisalmer',
        city: 'Jaisalmer',
        price: 6000,
      },
      {
        slug: 'lake-pichola',
        title: 'Lake Pichola',
        description:
          'Lake Pichola is the heart of Udaipur, with the City Palace along its eastern shore and island palaces floating on its surface. A sunset boat ride takes in the ghats, temples and the Aravalli hills beyond.',
        destination: 'Udaipur',
        city: 'Udaipur',
        price: 4500,
      },
    ],
  },
  {
    slug: 'sikkim',
    name: 'Sikkim',
    kind: 'STATE',
    places: [
      {
        slug: 'tsomgo-lake',
        title: 'Tsomgo Lake',
        description:
          'Tsomgo Lake, also called Changu, is a glacial lake at about 3,750 metres on the road from Gangtok to Nathu La. Ringed by steep mountains, it freezes in winter and is fringed by rhododendrons in spring.',
        destination: 'Gangtok',
        city: 'Gangtok',
        price: 5000,
      },
      {
        slug: 'rumtek-monastery',
        title: 'Rumtek Monastery',
        description:
          'Rumtek Monastery is the largest monastery in Sikkim and the seat in exile of the Karmapa of the Kagyu school. Its richly painted prayer hall and golden stupa are set on a hillside facing Gangtok.',
        destination: 'Gangtok',
        city: 'Rumtek',
        price: 2500,
      },
      {
        slug: 'nathu-la-pass',
        title: 'Nathu La Pass',
        description:
          'Nathu La is a high mountain pass on the India-China border at about 4,310 metres, once part of the old Silk Road trade route. Indian nationals can visit with a permit to see the border post and snowy peaks.',
        destination: 'Gangtok',
        city: 'Gangtok',
        price: 6500,
      },
      {
        slug: 'yumthang-valley',
        title: 'Yumthang Valley',
        description:
          'Yumthang Valley, the valley of flowers of Sikkim, sits at about 3,560 metres north of Lachung. In spring, rhododendrons bloom beneath snowy mountains, and hot springs bubble beside the river.',
        destination: 'North Sikkim',
        city: 'Lachung',
        price: 9500,
      },
      {
        slug: 'pemayangtse-monastery',
        title: 'Pemayangtse Monastery',
        description:
          'Pemayangtse Monastery near Pelling is one of the oldest monasteries in Sikkim, founded in the early 18th century. Its top floor holds an intricate carved wooden model of the celestial palace of Guru Rinpoche.',
        destination: 'Pelling',
        city: 'Pelling',
        price: 4000,
      },
    ],
  },
  {
    slug: 'tamil-nadu',
    name: 'Tamil Nadu',
    kind: 'STATE',
    places: [
      {
        slug: 'meenakshi-amman-temple',
        title: 'Meenakshi Amman Temple',
        description:
          'The Meenakshi Amman Temple in Madurai is a vast complex of halls, shrines and towering gopurams covered in thousands of painted sculptures. Stay for the evening ceremony, when the deity is carried to his consort\'s chamber.',
        destination: 'Madurai',
        city: 'Madurai',
        price: 3000,
      },
      {
        slug: 'shore-temple',
        title: 'Shore Temple',
        description:
          'The Shore Temple at Mamallapuram is an 8th-century granite temple standing right beside the Bay of Bengal. It is part of a UNESCO site that also includes the giant carved relief of Arjuna\'s Penance and the Five Rathas.',
        destination: 'Mamallapuram',
        city: 'Mamallapuram',
        price: 3200,
      },
      {
        slug: 'brihadeeswarar-temple',
        title: 'Brihadeeswarar Temple',
        description:
          'The Brihadeeswarar Temple in Thanjavur was built by the Chola king Rajaraja I and completed in 1010. Its granite tower rises about 66 metres, and a huge carved Nandi bull guards the entrance.',
        destination: 'Thanjavur',
        city: 'Thanjavur',
        price: 2800,
      },
      {
        slug: 'nilgiri-mountain-railway',
        title: 'Nilgiri Mountain Railway',
        description:
          'The Nilgiri Mountain Railway climbs from Mettupalayam to Ooty on a steep rack railway, passing through tunnels and over bridges. The toy train ride through tea gardens and forest is a UNESCO World Heritage experience.',
        destination: 'Ooty',
        city: 'Ooty',
        price: 5500,
      },
      {
        slug: 'vivekananda-rock-memorial',
        title: 'Vivekananda Rock Memorial',
        description:
          'The Vivekananda Rock Memorial stands on a rocky islet off Kanyakumari, where the Arabian Sea, the Bay of Bengal and the Indian Ocean meet. A ferry takes you out to the memorial and the Thiruvalluvar statue.',
        destination: 'Kanyakumari',
        city: 'Kanyakumari',
        price: 3500,
      },
    ],
  },
  {
    slug: 'telangana',
    name: 'Telangana',
    kind: 'STATE',
    places: [
      {
        slug: 'charminar',
        title: 'Charminar',
        description:
          'The Charminar was built in 1591 by Muhammad Quli Qutb Shah and has become the symbol of Hyderabad. Its four graceful minarets rise above the bustling Laad Bazaar, famous for bangles and pearls.',
        destination: 'Hyderabad',
        city: 'Hyderabad',
        price: 2000,
      },
      {
        slug: 'golconda-fort',
        title: 'Golconda Fort',
        description:
          'Golconda Fort was the capital of the Qutb Shahi kings and a famed diamond trading centre. Clap at the entrance gate and the sound carries to the hilltop pavilion, almost a kilometre away.',
        destination: 'Hyderabad',
        city: 'Hyderabad',
        price: 2500,
      },
      {
        slug: 'ramappa-temple',
        title: 'Ramappa Temple',
        description:
          'The Ramappa Temple is a 13th-century Kakatiya shrine famed for its intricate carvings and floating bricks so light they can drift on water. It became a UNESCO World Heritage Site in 2021.',
        destination: 'Warangal',
        city: 'Mulugu',
        price: 4500,
      },
      {
        slug: 'warangal-fort',
        title: 'Warangal Fort',
        description:
          'Warangal Fort was the capital of the Kakatiya dynasty, and its four ornate stone gateways, the Kakatiya Kala Thoranam, are now a symbol of Telangana. The ruined temple grounds are scattered with beautiful carved pillars.',
        destination: 'Warangal',
        city: 'Warangal',
        price: 3500,
      },
      {
        slug: 'qutb-shahi-tombs',
        title: 'Qutb Shahi Tombs',
        description:
          'The Qutb Shahi Tombs are the domed mausoleums of the rulers of Golconda, set in landscaped gardens near the fort. Recent restoration has brought back their tile work and stucco, making them a peaceful place to explore.',
        destination: 'Hyderabad',
        city: 'Hyderabad',
        price: 2200,
      },
    ],
  },
  {
    slug: 'tripura',
    name: 'Tripura',
    kind: 'STATE',
    places: [
      {
        slug: 'ujjayanta-palace',
        title: 'Ujjayanta Palace',
        description:
          'Ujjayanta Palace is a gleaming white royal palace built in 1901 in the centre of Agartala, surrounded by Mughal-style gardens and pools. It now houses the state museum, with galleries on the peoples and crafts of northeast India.',
        destination: 'Agartala',
        city: 'Agartala',
        price: 2000,
      },
      {
        slug: 'neermahal',
        title: 'Neermahal',
        description:
          'Neermahal is a royal water palace standing in the middle of Rudrasagar Lake, built in the 1930s as a summer retreat. A boat ride takes you to its domes and pavilions, which are lit up in the evening.',
        destination: 'Melaghar',
        city: 'Melaghar',
        price: 3500,
      },
      {
        slug: 'unakoti',
        title: 'Unakoti',
        description:
          'Unakoti is a forested hillside of giant rock-cut carvings dating back more than a thousand years, including a huge carved head of Shiva. Streams and waterfalls run past the sculptures, adding to the mystery of the site.',
        destination: 'Unakoti',
        city: 'Kailashahar',
        price: 6000,
      },
      {
        slug: 'tripura-sundari-temple',
        title: 'Tripura Sundari Temple',
        description:
          'The Tripura Sundari Temple near Udaipur is one of the Shakti Peethas, built in 1501 on a small hill said to be shaped like a tortoise. Pilgrims throng to it during the Diwali fair, and the sacred Kalyan Sagar pond beside it is home to large fish and turtles.',
        destination: 'Udaipur (Tripura)',
        city: 'Udaipur',
        price: 3000,
      },
    ],
  },
  {
    slug: 'uttar-pradesh',
    name: 'Uttar Pradesh',
    kind: 'STATE',
    places: [
      {
        slug: 'taj-mahal',
        title: 'Taj Mahal',
        description:
          'The Taj Mahal is a white marble mausoleum built by Shah Jahan in memory of his wife Mumtaz Mahal and completed in the mid-17th century. See it glow pink at sunrise from the gardens, then admire the inlaid gemstones up close.',
        destination: 'Agra',
        city: 'Agra',
        price: 5000,
      },
      {
        slug: 'varanasi-ghats',
        title: 'Varanasi Ghats',
        description:
          'The ghats of Varanasi are a long row of stone steps leading down to the holy Ganges, lined with temples and ancient buildings. A dawn boat ride shows pilgrims bathing, and the evening Ganga Aarti at Dashashwamedh Ghat is mesmerising.',
        destination: 'Varanasi',
        city: 'Varanasi',
        price: 4000,
      },
      {
        slug: 'fatehpur-sikri',
        title: 'Fatehpur Sikri',
        description:
          'Fatehpur Sikri was the short-lived capital of the Mughal emperor Akbar, built of red sandstone in the 16th century. Its palaces, courtyards and the towering Buland Darwaza gate are remarkably well preserved.',
        destination: 'Agra',
        city: 'Fatehpur Sikri',
        price: 3500,
      },
      {
        slug: 'bara-imambara',
        title: 'Bara Imambara',
        description:
          'The Bara Imambara in Lucknow was built in 1784 by Nawab Asaf-ud-Daula, partly to give work during a famine. Its great vaulted hall has no supporting beams, and the Bhool Bhulaiya maze above it is great fun to explore.',
        destination: 'Lucknow',
        city: 'Lucknow',
        price: 2500,
      },
    ],
  },
  {
    slug: 'uttarakhand',
    name: 'Uttarakhand',
    kind: 'STATE',
    places: [
      {
        slug: 'valley-of-flowers',
        title: 'Valley of Flowers',
        description:
          'The Valley of Flowers is a high Himalayan meadow that bursts into bloom with hundreds of species of wildflowers during the monsoon. The trek from Ghangaria leads into this UNESCO World Heritage Site between snowy peaks.',
        destination: 'Chamoli',
        city: 'Joshimath',
        price: 9000,
      },
      {
        slug: 'har-ki-pauri',
        title: 'Har Ki Pauri',
        description:
          'Har Ki Pauri is the most sacred ghat in Haridwar, where pilgrims bathe in the Ganges as it leaves the mountains. At dusk, the Ganga Aarti fills the riverbanks with the glow of lamps and the sound of bells.',
        destination: 'Haridwar',
        city: 'Haridwar',
        price: 2000,
      },
      {
        slug: 'jim-corbett-national-park',
        title: 'Jim Corbett National Park',
        description:
          'Jim Corbett National Park, founded in 1936, is the oldest national park in India and a stronghold of the Bengal tiger. Jeep safaris through sal forest and grasslands along the Ramganga river reveal elephants, deer and many birds.',
        destination: 'Corbett',
        city: 'Ramnagar',
        price: 7500,
      },
      {
        slug: 'naini-lake',
        title: 'Naini Lake',
        description:
          'Naini Lake is the centrepiece of Nainital, an emerald lake ringed by forested hills and colonial buildings. Row a boat across the water, stroll along the Mall Road, or take the cable car up to Snow View.',
        destination: 'Nainital',
        city: 'Nainital',
        price: 3000,
      },
      {
        slug: 'kedarnath-temple',
        title: 'Kedarnath Temple',
        description:
          'Kedarnath Temple is one of the holiest Shiva shrines, standing at about 3,580 metres against a wall of snow peaks. Pilgrims trek about 16 km from Gaurikund, and the temple is open only from spring to autumn.',
        destination: 'Kedarnath',
        city: 'Gaurikund',
        price: 8500,
      },
    ],
  },
  {
    slug: 'west-bengal',
    name: 'West Bengal',
    kind: 'STATE',
    places: [
      {
        slug: 'victoria-memorial',
        title: 'Victoria Memorial',
        description:
          'The Victoria Memorial is a vast white marble building in Kolkata, completed in 1921 in memory of Queen Victoria. Its museum traces the history of the city, and the gardens around it are perfect for an evening stroll.',
        destination: 'Kolkata',
        city: 'Kolkata',
        price: 2200,
      },
      {
        slug: 'tiger-hill',
        title: 'Tiger Hill',
        description:
          'Tiger Hill near Darjeeling is famous for sunrise views of Kangchenjunga, the third-highest mountain in the world. On clear mornings, the snowy peaks turn pink and gold as the sun rises.',
        destination: 'Darjeeling',
        city: 'Darjeeling',
        price: 4500,
      },
      {
        slug: 'sundarbans-national-park',
        title: 'Sundarbans National Park',
        description:
          'The Sundarbans form the largest mangrove forest in the world, a maze of tidal rivers and islands that shelters the Royal Bengal tiger. Boat safaris glide past crocodiles, spotted deer and kingfishers.',
        destination: 'Sundarbans',
        city: 'Gosaba',
        price: 8000,
      },
      {
        slug: 'howrah-bridge',
        title: 'Howrah Bridge',
        description:
          'Howrah Bridge is a giant steel cantilever bridge across the Hooghly river that opened in 1943. It carries a steady stream of traffic and pedestrians, and the flower market at its foot is a riot of colour.',
        destination: 'Kolkata',
        city: 'Kolkata',
        price: 1800,
      },
      {
        slug: 'bishnupur-terracotta-temples',
        title: 'Bishnupur Terracotta Temples',
        description:
          'Bishnupur is famous for its terracotta temples built by the Malla kings in the 17th and 18th centuries. Their walls are covered with carved panels of epics and daily life, and the town is known for Baluchari silk saris.',
        destination: 'Bishnupur',
        city: 'Bishnupur',
        price: 3500,
      },
    ],
  },
];
