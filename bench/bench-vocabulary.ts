/**
 * Words the generated rows are made of. Place titles combine a landmark with a kind ("Amber Fort", "Munnar
 * Hills"), cities and destinations are real ones: two or three typed letters match as they would on the real
 * catalogue, so the suggestion workload walks realistic index ranges rather than empty or giant ones.
 */
export const benchVocabulary = {
  landmarks: [
    'Amber', 'Mehrangarh', 'Jaisalmer', 'Hawa', 'Lotus', 'Qutub', 'Meenakshi', 'Brihadeeswara', 'Konark', 'Golden',
    'Victoria', 'Gateway', 'Charminar', 'Mysore', 'Hampi', 'Kaziranga', 'Ranthambore', 'Sundarbans', 'Periyar', 'Munnar',
    'Alleppey', 'Kovalam', 'Varkala', 'Coorg', 'Ooty', 'Kodaikanal', 'Darjeeling', 'Gangtok', 'Shillong', 'Cherrapunji',
    'Tawang', 'Ziro', 'Majuli', 'Khajuraho', 'Sanchi', 'Bhimbetka', 'Ajanta', 'Ellora', 'Elephanta', 'Lonavala',
    'Mahabaleshwar', 'Rishikesh', 'Haridwar', 'Nainital', 'Mussoorie', 'Auli', 'Kedarnath', 'Manali', 'Shimla', 'Dharamshala',
    'Spiti', 'Kasol', 'Nubra', 'Pangong', 'Gulmarg', 'Pahalgam', 'Sonamarg', 'Dal', 'Amritsar', 'Wagah',
    'Pushkar', 'Udaipur', 'Chittorgarh', 'Kumbhalgarh', 'Bundi', 'Orchha', 'Gwalior', 'Mandu', 'Pachmarhi', 'Bandhavgarh',
    'Kanha', 'Pench', 'Somnath', 'Dwarka', 'Gir', 'Champaner', 'Calangute', 'Baga', 'Anjuna', 'Palolem',
    'Dudhsagar', 'Gokarna', 'Badami', 'Pattadakal', 'Belur', 'Halebidu', 'Kabini', 'Bandipur', 'Mahabalipuram', 'Kanyakumari',
    'Rameswaram', 'Chettinad', 'Yercaud', 'Araku', 'Srisailam', 'Ramappa', 'Nalanda', 'Rajgir', 'Vaishali', 'Chilika',
    'Bhitarkanika', 'Simlipal', 'Netarhat', 'Chitrakote', 'Unakoti', 'Neermahal', 'Loktak', 'Dzukou', 'Havelock', 'Agatti',
    'Auroville', 'Sukhna', 'Tso Moriri', 'Lepchajagat', 'Kalimpong', 'Mawlynnong', 'Dawki', 'Bomdila', 'Hemis', 'Lamayuru',
  ],
  kinds: ['Fort', 'Palace', 'Temple', 'Lake', 'Beach', 'Falls', 'Caves', 'Hills', 'Valley', 'Ghat', 'Market', 'Sanctuary', 'Museum', 'Garden', 'Heritage Walk'],
  cities: [
    'Jaipur', 'Jodhpur', 'Jaisalmer', 'Udaipur', 'Bikaner', 'Ajmer', 'Delhi', 'Agra', 'Varanasi', 'Lucknow',
    'Prayagraj', 'Mathura', 'Mumbai', 'Pune', 'Nashik', 'Aurangabad', 'Nagpur', 'Kolhapur', 'Bengaluru', 'Mysuru',
    'Mangaluru', 'Hubballi', 'Chennai', 'Madurai', 'Coimbatore', 'Tiruchirappalli', 'Thanjavur', 'Kochi', 'Thiruvananthapuram', 'Kozhikode',
    'Thrissur', 'Kollam', 'Hyderabad', 'Warangal', 'Visakhapatnam', 'Vijayawada', 'Tirupati', 'Kolkata', 'Siliguri', 'Darjeeling',
    'Bhubaneswar', 'Puri', 'Cuttack', 'Patna', 'Gaya', 'Ranchi', 'Jamshedpur', 'Raipur', 'Bhopal', 'Indore',
    'Gwalior', 'Jabalpur', 'Ujjain', 'Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhuj', 'Panaji', 'Margao',
    'Chandigarh', 'Amritsar', 'Ludhiana', 'Shimla', 'Manali', 'Dharamshala', 'Dehradun', 'Rishikesh', 'Haridwar', 'Nainital',
    'Srinagar', 'Jammu', 'Leh', 'Kargil', 'Guwahati', 'Shillong', 'Imphal', 'Kohima', 'Aizawl', 'Agartala',
    'Itanagar', 'Gangtok', 'Port Blair', 'Kavaratti', 'Puducherry', 'Daman', 'Silvassa', 'Gurugram', 'Noida', 'Faridabad',
  ],
  destinations: [
    'Golden Triangle', 'Thar Desert', 'Western Ghats', 'Eastern Ghats', 'Himalayan Foothills', 'Konkan Coast', 'Malabar Coast',
    'Coromandel Coast', 'Backwaters', 'Deccan Plateau', 'Sundarbans Delta', 'Brahmaputra Valley', 'Ganges Plains', 'Nilgiri Hills',
    'Aravalli Range', 'Rann of Kutch', 'Spiti Valley', 'Zanskar', 'Kumaon', 'Garhwal', 'Doon Valley', 'Kangra Valley',
    'Kullu Valley', 'Kashmir Valley', 'Nubra Valley', 'Dooars', 'Chota Nagpur', 'Bastar Plateau', 'Vindhya Range',
    'Satpura Range', 'Narmada Valley', 'Chambal Ravines', 'Bundelkhand', 'Awadh', 'Braj', 'Mewar', 'Marwar', 'Shekhawati',
    'Hadoti', 'Saurashtra', 'Kathiawar', 'Malwa', 'Vidarbha', 'Marathwada', 'Khandesh', 'Coorg Hills', 'Hampi Ruins',
    'Cauvery Delta', 'Palk Strait', 'Andaman Islands', 'Lakshadweep Atolls', 'Majuli Island', 'Meghalaya Plateau',
    'Kaziranga Grasslands', 'Loktak Lake', 'Araku Valley', 'Godavari Delta', 'Krishna Delta', 'Chilika Lagoon', 'Arabian Sea',
  ],
  firstNames: [
    'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Divya', 'Farhan', 'Gauri', 'Harsh',
    'Ishaan', 'Isha', 'Jaya', 'Karan', 'Kavya', 'Lakshmi', 'Manish', 'Meera', 'Mohan', 'Neha', 'Nikhil', 'Pooja',
    'Pranav', 'Priya', 'Rahul', 'Ravi', 'Riya', 'Rohan', 'Sanjay', 'Sara', 'Shreya', 'Siddharth', 'Sneha', 'Sunil',
    'Tanvi', 'Uday', 'Varun', 'Vidya', 'Vikram', 'Yash', 'Zoya', 'Anil', 'Asha', 'Devika', 'Gopal', 'Hema',
    'Imran', 'Jatin', 'Kiran', 'Leela', 'Madhav', 'Nandini', 'Parul', 'Radha', 'Suresh', 'Tara', 'Vinod', 'Zara',
  ],
  lastNames: [
    'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Mehta', 'Gupta', 'Singh',
    'Das', 'Bose', 'Menon', 'Pillai', 'Rao', 'Kulkarni', 'Joshi', 'Desai', 'Khan', 'Fernandes',
  ],
  reviewComments: [
    'Well organised, and the guide knew every story behind the walls.',
    'Good value for money; we would book again.',
    'Crowded at the weekend, but worth every minute.',
    'The hotel could have been better; the sights were stunning.',
    'Loved the local food and the views from the top.',
    'Our children enjoyed it as much as we did.',
  ],
} as const;
