import SwiftUI

@main
struct TrailsApp: App {
    @State private var store = TrailStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
    }
}

@Observable
final class TrailStore {
    var trails: [Trail] = []
    var immersive = false
}

struct Trail: Identifiable, Hashable {
    let id: Int
    var name: String
}
