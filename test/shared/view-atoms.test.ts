import { expect } from '@open-wc/testing';
import { createStore } from 'jotai/vanilla';
import {
  backToSearchAtom,
  closeModalAtom,
  directionsViewAtom,
  isMobileAtom,
  modalAtom,
  mobileViewAtom,
  openDirectionsAtom,
  setDirectionsViewAtom,
  setIsMobileAtom,
  showSelectionOnMobileAtom,
  sidebarModeAtom,
  toggleMobileViewAtom,
  toggleModalAtom,
} from '../../src/shared';

describe('view atoms', () => {
  it('start in search mode, map view on mobile, no modal, directions sub-view itinerary', () => {
    const store = createStore();
    expect(store.get(sidebarModeAtom)).to.equal('search');
    expect(store.get(mobileViewAtom)).to.equal('map');
    expect(store.get(modalAtom)).to.equal('none');
    expect(store.get(directionsViewAtom)).to.equal('itinerary');
    expect(store.get(isMobileAtom)).to.equal(false);
  });

  it('switch between search and directions modes', () => {
    const store = createStore();
    store.set(openDirectionsAtom);
    expect(store.get(sidebarModeAtom)).to.equal('directions');
    expect(store.get(directionsViewAtom)).to.equal('itinerary');
    store.set(backToSearchAtom);
    expect(store.get(sidebarModeAtom)).to.equal('search');
  });

  it('toggle list and map in search mode on mobile', () => {
    const store = createStore();
    store.set(setIsMobileAtom, true);
    store.set(toggleMobileViewAtom);
    expect(store.get(mobileViewAtom)).to.equal('list');
    store.set(toggleMobileViewAtom);
    expect(store.get(mobileViewAtom)).to.equal('map');
  });

  it('toggle itinerary and map in directions mode, falling back to itinerary off mobile', () => {
    const store = createStore();
    store.set(setIsMobileAtom, true);
    store.set(openDirectionsAtom);
    store.set(toggleMobileViewAtom);
    expect(store.get(mobileViewAtom)).to.equal('map');
    store.set(setIsMobileAtom, false);
    expect(store.get(directionsViewAtom)).to.equal('itinerary');
    store.set(setDirectionsViewAtom, 'map');
    expect(store.get(directionsViewAtom)).to.equal('itinerary');
  });

  it('a selected station brings up the sidebar\'s view on mobile (list, or the route in directions mode); not on desktop', () => {
    const store = createStore();
    store.set(showSelectionOnMobileAtom);
    expect(store.get(mobileViewAtom)).to.equal('map');
    store.set(setIsMobileAtom, true);
    store.set(showSelectionOnMobileAtom);
    expect(store.get(mobileViewAtom)).to.equal('list');
    store.set(openDirectionsAtom);
    store.set(setDirectionsViewAtom, 'map');
    store.set(showSelectionOnMobileAtom);
    expect(store.get(mobileViewAtom)).to.equal('itinerary');
  });

  it('toggle a modal open and closed; another modal replaces it; mode changes close it', () => {
    const store = createStore();
    store.set(toggleModalAtom, 'RouteOptions');
    expect(store.get(modalAtom)).to.equal('RouteOptions');
    store.set(toggleModalAtom, 'RouteOptions');
    expect(store.get(modalAtom)).to.equal('none');
    store.set(toggleModalAtom, 'Filters');
    store.set(toggleModalAtom, 'SavedRoutes');
    expect(store.get(modalAtom)).to.equal('SavedRoutes');
    store.set(closeModalAtom);
    expect(store.get(modalAtom)).to.equal('none');
    store.set(toggleModalAtom, 'Filters');
    store.set(openDirectionsAtom);
    expect(store.get(modalAtom)).to.equal('none');
  });

  it('keep two stores independent', () => {
    const a = createStore();
    const b = createStore();
    a.set(openDirectionsAtom);
    expect(b.get(sidebarModeAtom)).to.equal('search');
  });
});
