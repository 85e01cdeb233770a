/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { TODAY, dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, messages } = dataCopyPerTest()

// The Google profile's addresses (profile-rules.ts): the schema wants https; a host that is not Google's is a warning.
describe("the Google profile's addresses", () => {
  it("refuses one that is not a whole https:// address", () => {
    edit("business.json", "googleProfile.reviewsUrl", "http://g.page/example")
    expect(messages(TODAY)).toEqual([
      'data/business.json, field "googleProfile.reviewsUrl": is not in the expected form (A whole web address starting https://)',
    ])
  })

  it("accepts Google's forms, and warns of one that leads elsewhere", () => {
    edit("business.json", "googleProfile.reviewsUrl", "https://g.page/example-eicr")
    edit("business.json", "googleProfile.writeReviewUrl", "https://g.page/r/CabcdEFG/review")
    expect(messages(TODAY)).toEqual([])
    edit("business.json", "googleProfile.reviewsUrl", "https://www.google.co.uk/maps/place/?q=place_id:ChIJabc")
    edit("business.json", "googleProfile.writeReviewUrl", "https://www.facebook.com/example/reviews")
    const problems = messages(TODAY)
    expect(problems).toEqual([
      'data/business.json, field "googleProfile.writeReviewUrl": leads to www.facebook.com, not to Google: copy the link from the Google Business Profile (see its description)',
    ])
  })

  it("warns of an address with no host, which the schema's https:// form lets through", () => {
    edit("business.json", "googleProfile.reviewsUrl", "https://")
    expect(messages(TODAY)).toEqual([
      'data/business.json, field "googleProfile.reviewsUrl": is not an address a browser can open: copy the link from the Google Business Profile (see its description)',
    ])
  })

  it("accepts a business without a profile", () => {
    edit("business.json", "googleProfile", undefined)
    expect(messages(TODAY)).toEqual([])
  })
})
