const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole rupees in Indian digit grouping: 100000 → '₹1,00,000'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** The price line every card shows: '₹5,000 per person'. */
export function formatPricePerPerson(amount: number): string {
  return `${formatRupees(amount)} per person`;
}
