import SwiftUI

struct TrailListView: View {
    @Environment(TrailStore.self) private var store

    var body: some View {
        NavigationStack {
            List(store.trails) { trail in
                NavigationLink(value: trail) {
                    Text(trail.name)
                }
            }
            .navigationTitle("Trails")
            .toolbarColorScheme(.dark, for: .navigationBar)
            .navigationDestination(for: Trail.self) { trail in
                TrailDetailView(trail: trail)
            }
        }
    }
}
