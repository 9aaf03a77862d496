// The operator's public contact details, shown in the header and the footer.
export const site = {
  name: 'India Tours',
  tagline: 'Journeys across every state of India',
  phone: '+91 98765 43210',
  email: 'hello@indiatours.example',
  hours: 'Mon–Sat, 9:00 am – 7:00 pm IST',
  address: 'Connaught Place, New Delhi 110001',
} as const;
