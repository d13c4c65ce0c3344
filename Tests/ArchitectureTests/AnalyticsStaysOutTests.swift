import Foundation
import Testing

/// Analytics is recorded by a second observer chained to the hook at the composition root: no
/// use case and no Store may know it exists. (The other half, that the recorder keeps what it
/// should, is proven end to end in AppTests.)
@Suite("Analytics stays out of the layers")
struct AnalyticsStaysOutTests {
  @Test(
    "no source file of Domain or Presentation mentions analytics",
    arguments: ["Modules/Domain", "Modules/Presentation"])
  func layersDoNotKnowAnalytics(folder: String) {
    let lines = SourceFiles.lines(under: folder)
    #expect(!lines.isEmpty)
    for line in lines where line.text.lowercased().contains("analytic") {
      Issue.record("\(line.place) mentions analytics; record it in the app's recorder instead.")
    }
  }
}
