import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/paths';
import { GRIEVANCE_OFFICER } from '@/testing/contact-handlers';
import { renderRoute } from '@/testing/render';

describe('about route', () => {
  it('names the grievance officer under the policy, with a mail and a phone link (E-Commerce Rules, 2020)', async () => {
    renderRoute(paths.about.to());

    const officer = within(await screen.findByRole('region', { name: 'Grievance officer' }));
    expect(await officer.findByText(GRIEVANCE_OFFICER.name)).toBeInTheDocument();
    expect(officer.getByText(GRIEVANCE_OFFICER.designation)).toBeInTheDocument();
    expect(officer.getByText(GRIEVANCE_OFFICER.address)).toBeInTheDocument();
    expect(officer.getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute('href', `mailto:${GRIEVANCE_OFFICER.email}`);
    expect(officer.getByRole('link', { name: GRIEVANCE_OFFICER.phone })).toHaveAttribute('href', 'tel:+911140000000');
    expect(officer.getByText(/Consumer Protection \(E-Commerce\) Rules, 2020/)).toHaveTextContent('within 48 hours');
    expect(screen.getByRole('region', { name: 'Booking and cancellation policy' })).toBeInTheDocument();
  });
});
