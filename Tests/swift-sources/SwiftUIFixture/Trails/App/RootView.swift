import SwiftUI

/// The app's tabs: trails, the map, settings.
struct RootView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            TrailListView()
                .tabItem { Label("Trails", systemImage: "figure.hiking") }
                .tag(0)
            MapScreen()
                .tabItem { Label("Map", systemImage: "map") }
                .tag(1)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
    }
}
