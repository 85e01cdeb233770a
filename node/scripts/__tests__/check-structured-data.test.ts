import { formatIssue, installedVocabulary } from "../check-structured-data"

describe("check:structured-data's vocabulary (schemaorg-jsonld read as schemaorg-all-https.jsonld)", () => {
  const graph = installedVocabulary()["@graph"] as { "@id": string; "@type": string; [key: string]: unknown }[]
  const term = (id: string) => graph.find((entry) => entry["@id"] === id)

  it("has the types the page's JSON-LD uses, as classes with their parents", () => {
    for (const type of [
      "Electrician",
      "Offer",
      "AggregateOffer",
      "Service",
      "PostalAddress",
      "City",
      "ProgramMembership",
    ])
      expect(term(`schema:${type}`)?.["@type"]).toBe("rdfs:Class")
    expect(term("schema:AggregateOffer")?.["rdfs:subClassOf"]).toEqual([{ "@id": "schema:Offer" }])
  })

  it("has the properties the page uses, each with the types it belongs to", () => {
    for (const property of ["areaServed", "sameAs", "makesOffer", "lowPrice", "memberOf", "membershipNumber"])
      expect(term(`schema:${property}`)?.["@type"]).toBe("rdf:Property")
    expect(term("schema:lowPrice")?.["schema:domainIncludes"]).toContainEqual({ "@id": "schema:AggregateOffer" })
  })
})

describe("formatIssue", () => {
  it("names the place in the data and the validator's message", () => {
    const line = formatIssue({
      severity: "ERROR",
      issueMessage: 'Required attribute "price" is missing',
      path: [
        { type: "Electrician", index: 0 },
        { property: "makesOffer", index: 3, type: "Offer" },
      ],
    })
    expect(line).toBe('ERROR [0] Electrician > makesOffer[3] Offer: Required attribute "price" is missing')
  })
})
