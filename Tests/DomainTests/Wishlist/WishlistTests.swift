import ShopDomain
import Testing

/// The wishlist's rules on the value itself: once per SKU, in the order saved, at most 50.
@Suite("Wishlist rules")
struct WishlistTests {
  @Test("saving keeps the order; saving a SKU twice is refused")
  func save() throws {
    var wishlist = Wishlist()
    try wishlist.save(SKU("PAN-002"))
    try wishlist.save(SKU("DAI-001"))
    #expect(wishlist.skus == [try SKU("PAN-002"), try SKU("DAI-001")])
    #expect(throws: WishlistError.alreadySaved(try SKU("DAI-001"))) {
      try wishlist.save(SKU("dai-001"))
    }
  }

  @Test("removing a SKU that is not saved is refused")
  func remove() throws {
    var wishlist = try Wishlist(skus: [try SKU("PAN-002")])
    try wishlist.remove(SKU("PAN-002"))
    #expect(wishlist.isEmpty)
    #expect(throws: WishlistError.notSaved(try SKU("PAN-002"))) {
      try wishlist.remove(SKU("PAN-002"))
    }
  }

  @Test("a wishlist holds at most 50")
  func limit() throws {
    var wishlist = try Wishlist(skus: try (1...Wishlist.maximumItems).map { try SKU("W-\($0)") })
    #expect(throws: WishlistError.full) { try wishlist.save(SKU("W-51")) }
    #expect(wishlist.skus.count == 50)
  }

  @Test("stored SKUs come back as the wishlist, in the order saved")
  func stored() throws {
    #expect(
      try Wishlist.fromStoredSKUs(["DAI-002", "BAK-001"])
        == Wishlist(skus: [SKU("DAI-002"), SKU("BAK-001")]))
  }

  @Test("a stored SKU that is not one is damage, naming it", arguments: ["", "--", "A B"])
  func damagedSKU(sku: String) {
    #expect(throws: StorageError(damaged: "the wishlist item \"\(sku)\"", field: "sku")) {
      try Wishlist.fromStoredSKUs(["DAI-002", sku])
    }
  }

  @Test("a SKU stored twice is damage, naming it")
  func repeatedSKU() {
    #expect(throws: StorageError(damaged: "the wishlist item \"BAK-001\"", field: "sku")) {
      try Wishlist.fromStoredSKUs(["BAK-001", "DAI-002", "bak-001"])
    }
  }

  @Test("more stored SKUs than a wishlist holds is damage to the wishlist")
  func overLimit() {
    #expect(throws: StorageError(damaged: "the wishlist", field: "skus")) {
      try Wishlist.fromStoredSKUs((0...Wishlist.maximumItems).map { "W-\($0)" })
    }
  }

  @Test("a wishlist is made of SKUs as saving them one by one would keep them")
  func made() throws {
    let skus = try (1...Wishlist.maximumItems).map { try SKU("W-\($0)") }
    #expect(try Wishlist(skus: skus).skus == skus)
    #expect(throws: WishlistError.alreadySaved(skus[1])) {
      try Wishlist(skus: [skus[0], skus[1], skus[1]])
    }
    #expect(throws: WishlistError.full) { try Wishlist(skus: skus + [SKU("W-51")]) }
  }
}
