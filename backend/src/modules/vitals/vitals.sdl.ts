export const vitalsTypeDefs = /* GraphQL */ `
  "A Core Web Vital measured in visitors' browsers."
  enum WebVitalMetric {
    "Largest Contentful Paint (milliseconds): good up to 2500, poor above 4000."
    LCP
    "Interaction to Next Paint (milliseconds): good up to 200, poor above 500."
    INP
    "Cumulative Layout Shift (unitless): good up to 0.1, poor above 0.25."
    CLS
    "First Contentful Paint (milliseconds): good up to 1800, poor above 3000."
    FCP
    "Time to First Byte (milliseconds): good up to 800, poor above 1800."
    TTFB
  }

  "A visitor's device, by viewport width: phone below 600 CSS pixels, tablet below 1024, desktop from 1024."
  enum DeviceClass {
    PHONE
    TABLET
    DESKTOP
  }

  "One metric over a window: its 75th percentile and how its samples rate, as Chrome's UX Report shows them."
  type WebVitalSummary {
    metric: WebVitalMetric!
    "Page views that reported the metric."
    samples: Int!
    "The 75th percentile (milliseconds; CLS unitless), from histogram buckets, so accurate to one bucket's width; null without samples."
    p75: Float
    "Share (0-1) of samples rated good."
    good: Float!
    "Share (0-1) of samples rated needs improvement."
    needsImprovement: Float!
    "Share (0-1) of samples rated poor."
    poor: Float!
  }

  "A route template's field data (e.g. /project/:id: every project page together)."
  type RouteWebVitals {
    route: String!
    "One summary per metric, in the order LCP, INP, CLS, FCP, TTFB."
    metrics: [WebVitalSummary!]!
  }

  "One of the slowest interactions visitors had (INP), with what they interacted with."
  type SlowInteraction {
    "The day (YYYY-MM-DD, Toronto) it was reported."
    day: String!
    route: String!
    device: DeviceClass!
    "Its duration to the next paint, in milliseconds."
    value: Float!
    "The element interacted with, as a CSS selector."
    target: String!
    "The event type that took longest, e.g. click, pointerdown or keydown."
    eventType: String!
  }

  "Field data from real visitors over the last few days: the operators' Speed tab."
  type FieldVitals {
    "The window's length in days (7 or 28), ending today."
    days: Int!
    "The first day counted (YYYY-MM-DD, Toronto)."
    since: String!
    "The device class shown, or null for every device."
    device: DeviceClass
    "Every route together."
    overall: [WebVitalSummary!]!
    "Per route template, the most visited first."
    routes: [RouteWebVitals!]!
    "The window's slowest interactions, slowest first (at most 20)."
    slowInteractions: [SlowInteraction!]!
  }

  extend type Query {
    "Core Web Vitals from visitors' browsers for the last 7 or 28 days, optionally for one device class. Operators only."
    fieldVitals(days: Int!, device: DeviceClass): FieldVitals!
  }
`;
