/**
 * A business that does not receive customers at its address (data/business.json `noCustomersAtAddress`, a service-area
 * business in Google's guidelines): the header, the footer and the location section, map included, show the area
 * served and never the street or postcode. The default, the street address, is checked here and on the built site
 * (tests/e2e/page/navigation.spec.ts, tests/e2e/page/seo.spec.ts).
 */
import { render, waitFor } from "@testing-library/react"
import contact from "../../../tests/starting-data/contact.json"
import mapData from "../../../tests/starting-data/map.json"
import { mapLinkUrl } from "../../map/map-embed"
import { addressLine } from "../../shared/address"
import { PageWideProvider, type PageWide } from "../../components/page-wide"
import { pageWide } from "../../../tests/jest/support/page-wide"
import Contact from "../contact"
import { Header } from "../header"
import MapSection from "../map"

const { address } = pageWide.business

/** The "Open in Google Maps" link's search, which is also what the map shows once loaded. */
const mapSearch = (page: HTMLElement) =>
  page.querySelector<HTMLAnchorElement>(`#map a[href^="https://www.google.com/maps/search/"]`)?.href

/**
 * The header, location section and footer for `business`, rendered as the page renders them, once the map's code has
 * come (it is fetched on demand: src/map/map-on-demand.ts).
 */
async function rendered(business: PageWide["business"]): Promise<HTMLElement> {
  const { container } = render(
    <PageWideProvider pageWide={{ ...pageWide, business }}>
      <Header />
      <MapSection id="map" data={mapData} />
      <Contact id="contact" data={contact} />
    </PageWideProvider>,
  )
  await waitFor(() => expect(mapSearch(container)).toBeDefined())
  return container
}

describe("the address the page shows", () => {
  it("is the street address by default: header, footer, location and its map", async () => {
    const page = await rendered(pageWide.business)
    expect(page.querySelector("header")?.textContent).toContain(
      `${address.street}, ${address.locality} ${address.postcode}`,
    )
    expect(page.querySelector("footer address")?.textContent).toContain(addressLine(address))
    expect(page.querySelector("#map address")?.textContent).toContain(addressLine(address))
    expect(mapSearch(page)).toBe(mapLinkUrl(addressLine(address)))
  })

  it("is only the area served for a business customers do not visit, with no street or postcode anywhere", async () => {
    const page = await rendered({ ...pageWide.business, noCustomersAtAddress: true })
    const area = `${address.locality}, ${address.region}`
    expect(page.querySelector("header p")?.textContent).toBe(area)
    expect(page.querySelector("footer address")?.textContent).toContain(area)
    expect(page.querySelector("#map address")?.textContent).toContain(area)
    expect(mapSearch(page)).toBe(mapLinkUrl(area))
    expect(page.innerHTML).not.toContain(address.street)
    expect(page.innerHTML).not.toContain(address.postcode)
    expect(page.innerHTML).not.toContain(encodeURIComponent(address.postcode))
  })
})
