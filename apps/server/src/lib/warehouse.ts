/** The Phnom Penh warehouse orders go through; id to map are the fields the mobile client reads. */
export const WAREHOUSE = {
  id: 1,
  code: 'phnom-penh',
  name: 'Fardin warehouse',
  address: 'No. 168, Street 271, Phnom Penh',
  phone: '010 888 168',
  email: '',
  status: 'active',
  image: '',
  map: '',
};
