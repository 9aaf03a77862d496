import { tripMessages } from '@india-tours/validation/trip-plans';
import { useMutation } from '@apollo/client/react';
import type { UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { CreateTripPlanDocument, type CreateTripPlanInput, type TripPlanSaved_TripPlanFragment } from '@/gql/graphql';
import { TRIP_PLAN_FIELDS, type TripPlanValues } from './trip-plan-values';

/** Spec §8, word for word; the success text is the server's too (the REST answer says it). */
export const tripPlanMessages = {
  saved: tripMessages.saved,
  failed: 'Something went wrong while submitting the form.',
} as const;

function toCreateTripPlanInput(values: TripPlanValues): CreateTripPlanInput {
  return {
    stateIds: values.stateIds,
    placeIds: values.placeIds,
    coTravellers: values.coTravellers,
    arrivalDate: values.arrivalDate,
    departureDate: values.departureDate,
    email: values.email.trim(),
  };
}

/**
 * The planner's submit: a refusal says 'Something went wrong while submitting the form.' with each
 * message beside its field; the sending limit's refusal (RATE_LIMITED) says when to try again.
 */
export function useCreateTripPlan(form: UseFormReturn<TripPlanValues>, onSaved: (plan: TripPlanSaved_TripPlanFragment) => void) {
  const [createTripPlan] = useMutation(CreateTripPlanDocument);
  return useFormSubmit(form, {
    fieldNames: TRIP_PLAN_FIELDS,
    failureMessages: { rejected: tripPlanMessages.failed, unreachable: tripPlanMessages.failed },
    async send(values) {
      const { data } = await createTripPlan({ variables: { input: toCreateTripPlanInput(values) } });
      const plan = data?.createTripPlan.tripPlan;
      if (!plan) return [{ code: 'TRIP_PLAN_REFUSED', field: null, message: tripPlanMessages.failed }, ...(data?.createTripPlan.errors ?? [])];
      onSaved(plan);
    },
  });
}
